import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Club } from '@gym/contracts/clubs';
import {
  ASSIGNABLE_ROLES,
  type AssignableRole,
  CONSOLE_ROLE_LABELS,
  type StaffAccount,
  createStaffAccountBodySchema,
} from '@gym/contracts/staff';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { staffAccountsText } from '../i18n';

export interface StaffAccountValues {
  email: string;
  firstName: string;
  lastName: string;
  role: AssignableRole;
  clubIds: string[];
}

const resolver = zodResolver(createStaffAccountBodySchema);

interface StaffAccountDialogProps {
  /** The account to change (its role and clubs); a new one when absent. */
  account?: StaffAccount;
  clubs: Club[];
  onClose: () => void;
  /** Saves; a rejection's message is shown in the dialog, which stays open. */
  onSave: (values: StaffAccountValues) => Promise<unknown>;
}

/** A new staff account (e-mail, name, role, clubs), or an existing one's role and clubs. */
export function StaffAccountDialog({ account, clubs, onClose, onSave }: StaffAccountDialogProps) {
  const { control, handleSubmit, formState } = useForm<StaffAccountValues>({
    resolver,
    defaultValues: {
      email: account?.email ?? '',
      firstName: account?.firstName ?? '',
      lastName: account?.lastName ?? '',
      role: account?.role === 'manager' ? 'manager' : 'staff',
      clubIds: account?.clubIds ?? [],
    },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const t = useText(staffAccountsText);
  const shared = useSharedText();
  const title = account
    ? t('staff-accounts.dialog.changeTitle', { firstName: account.firstName, lastName: account.lastName })
    : t('staff-accounts.dialog.addTitle');
  const fieldLabels = {
    email: t('staff-accounts.dialog.email'),
    firstName: t('staff-accounts.dialog.firstName'),
    lastName: t('staff-accounts.dialog.lastName'),
  };

  const submit = async (values: StaffAccountValues) => {
    setFailure(null);
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="staff-account-title">
      <DialogTitle id="staff-account-title">{title}</DialogTitle>
      <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="staff-account-title">
        <DialogContent>
          <Stack spacing={2}>
            {failure && <Alert severity="error">{failure}</Alert>}
            {!account && (
              <>
                {(['email', 'firstName', 'lastName'] as const).map((name) => (
                  <Controller
                    key={name}
                    control={control}
                    name={name}
                    render={({ field, fieldState }) => (
                      <TextField
                        {...field}
                        label={fieldLabels[name]}
                        type={name === 'email' ? 'email' : 'text'}
                        autoComplete="off"
                        required
                        error={Boolean(fieldState.error)}
                        helperText={fieldState.error?.message && shared(fieldState.error.message)}
                      />
                    )}
                  />
                ))}
              </>
            )}
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <FormControl>
                  <FormLabel id="staff-role-label">{t('staff-accounts.dialog.role')}</FormLabel>
                  <RadioGroup {...field} row aria-labelledby="staff-role-label">
                    {ASSIGNABLE_ROLES.map((role) => (
                      <FormControlLabel
                        key={role}
                        value={role}
                        control={<Radio />}
                        label={shared(CONSOLE_ROLE_LABELS[role])}
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
              )}
            />
            <Controller
              control={control}
              name="clubIds"
              render={({ field, fieldState }) => (
                <FormControl error={Boolean(fieldState.error)} component="fieldset">
                  <FormLabel component="legend">{t('staff-accounts.dialog.clubs')}</FormLabel>
                  <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
                    {clubs.map((club) => {
                      const id = club.clubautomationclubidC;
                      const checked = field.value.includes(id);
                      return (
                        <FormControlLabel
                          key={id}
                          label={club.displayName}
                          control={
                            <Checkbox
                              checked={checked}
                              onChange={() =>
                                field.onChange(
                                  checked ? field.value.filter((value) => value !== id) : [...field.value, id],
                                )
                              }
                            />
                          }
                        />
                      );
                    })}
                  </FormGroup>
                  {fieldState.error?.message && <FormHelperText>{shared(fieldState.error.message)}</FormHelperText>}
                </FormControl>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('staff-accounts.cancel')}</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {account ? t('staff-accounts.dialog.save') : t('staff-accounts.dialog.addAccount')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
