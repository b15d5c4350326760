import { zodResolver } from '@hookform/resolvers/zod';
import { InputAdornment, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formatCurrency, parseCurrency } from '@gym/contracts/money';
import {
  PRICE_CHANGE_MESSAGES,
  PRICE_CHANGE_NOTICE_DAYS,
  PRICE_CHANGE_REASON_MAX,
  PRICE_CHANGE_TEMPLATES,
  type PriceChangeBody,
  type PriceChangeForm,
  type StaffPlan,
  centsAsDollars,
  priceChangeFormSchema,
} from '@gym/contracts/staff-plans';
import { DialogShell } from '../../../components/dialog-shell';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { currentLocale } from '../../../lib/i18n/i18n';
import { staffPlansText } from '../i18n';
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
  const t = useText(staffPlansText);
  const shared = useSharedText();
  /**
   * A field's error from contracts' form schema, in the language shown. "Too soon" carries the day: its Spanish is
   * looked up by contracts' template and filled with the same values (English stays the schema's sentence).
   */
  const errorText = (message: string) =>
    currentLocale() !== 'en' && message === PRICE_CHANGE_MESSAGES.tooSoon(earliestText)
      ? shared(PRICE_CHANGE_TEMPLATES.tooSoon, { days: PRICE_CHANGE_NOTICE_DAYS, earliest: earliestText })
      : shared(message);

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
    <DialogShell
      title={t('staff-plans.dialog.title', { plan: plan.name })}
      description={t('staff-plans.dialog.text', {
        price: formatCurrency(plan.priceCents),
        days: PRICE_CHANGE_NOTICE_DAYS,
      })}
      error={failure}
      busy={formState.isSubmitting}
      cancelLabel={t('staff-plans.dialog.cancel')}
      confirmLabel={t('staff-plans.dialog.schedule')}
      onClose={onClose}
      onConfirm={() => void handleSubmit(submit)()}
      asForm
      wide
    >
      <Controller
        control={control}
        name="price"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label={t('staff-plans.dialog.price')}
            required
            autoComplete="off"
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ? errorText(fieldState.error.message) : t('staff-plans.dialog.priceHelp')
            }
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
            label={t('staff-plans.dialog.date')}
            required
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message
                ? errorText(fieldState.error.message)
                : t('staff-plans.dialog.dateHelp', { earliest: earliestText })
            }
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
            label={t('staff-plans.dialog.reason')}
            required
            multiline
            minRows={2}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ? errorText(fieldState.error.message) : t('staff-plans.dialog.reasonHelp')
            }
            slotProps={{ htmlInput: { maxLength: PRICE_CHANGE_REASON_MAX } }}
          />
        )}
      />
    </DialogShell>
  );
}
