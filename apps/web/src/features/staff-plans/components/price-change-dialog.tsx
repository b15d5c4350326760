import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  InputAdornment,
  Stack,
  TextField,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formatCurrency, parseCurrency } from '@gym/contracts/money';
import {
  PRICE_CHANGE_NOTICE_DAYS,
  PRICE_CHANGE_REASON_MAX,
  type PriceChangeBody,
  type PriceChangeForm,
  type StaffPlan,
  centsAsDollars,
  priceChangeFormSchema,
} from '@gym/contracts/staff-plans';
import { formatLongDay } from './long-day';

interface PriceChangeDialogProps {
  plan: StaffPlan;
  /** The first billing day a change may start on today (the server's, from its clock). */
  earliest: string;
  onClose: () => void;
  /** Records the change; a rejection's message (the server's exact reason) is shown in the dialog. */
  onSave: (body: PriceChangeBody) => Promise<unknown>;
}

/** "Change price": the new monthly price, its first billing day (the earliest one prefilled) and the reason. */
export function PriceChangeDialog({ plan, earliest, onClose, onSave }: PriceChangeDialogProps) {
  const earliestText = formatLongDay(earliest);
  const resolver = useMemo(() => zodResolver(priceChangeFormSchema(earliest, earliestText)), [earliest, earliestText]);
  const { control, handleSubmit, formState } = useForm<PriceChangeForm>({
    resolver,
    defaultValues: { price: centsAsDollars(plan.priceCents), effectiveDate: earliest, reason: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ price, effectiveDate, reason }: PriceChangeForm) => {
    setFailure(null);
    try {
      await onSave({ priceCents: parseCurrency(price)!, effectiveDate, reason });
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="price-change-title">
      <DialogTitle id="price-change-title">Change the price of {plan.name}</DialogTitle>
      <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="price-change-title">
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              Now {formatCurrency(plan.priceCents)} a month at every club that sells it. Each member on the plan is
              e-mailed the new price at least {PRICE_CHANGE_NOTICE_DAYS} days before it is charged.
            </DialogContentText>
            {failure && <Alert severity="error">{failure}</Alert>}
            <Controller
              control={control}
              name="price"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label="New monthly price"
                  required
                  autoComplete="off"
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? 'In dollars, such as 74.99'}
                  slotProps={{
                    htmlInput: { inputMode: 'decimal' },
                    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  }}
                />
              )}
            />
            <Controller
              control={control}
              name="effectiveDate"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  type="date"
                  label="First billing day at the new price"
                  required
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? `The 1st of a month; the earliest is ${earliestText}.`}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliest } }}
                />
              )}
            />
            <Controller
              control={control}
              name="reason"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label="Reason"
                  required
                  multiline
                  minRows={2}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? 'Kept in the audit log with the change.'}
                  slotProps={{ htmlInput: { maxLength: PRICE_CHANGE_REASON_MAX } }}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Schedule the change
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
