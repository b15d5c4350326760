import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PASSWORD_ANSWER_MESSAGES, changePasswordFormSchema } from '@gym/contracts/passwords';
import { sharedText, useText } from '../../../lib/i18n/catalog';
import { signIn } from '../../../lib/session';
import { updatePassword } from '../api/update-password';
import { passwordsText } from '../i18n';
import { updateFailure } from '../lib/password-failures';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

interface ChangePasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

const EMPTY: ChangePasswordValues = { oldPassword: '', password: '', confirmPassword: '' };
const resolver = zodResolver(changePasswordFormSchema);

type Outcome = { severity: 'success' | 'error'; text: string };

/**
 * The signed-in member's change (section 5's variant: the old password too, capitalised messages) with the live
 * strength meter. Success empties the form and says so; a wrong old password is marked on its field as well.
 * The change ends every session of the account, this tab's too: the answer's fresh token keeps this one signed in.
 */
export function ChangePasswordForm() {
  const t = useText(passwordsText);
  const { control, handleSubmit, formState, reset, setError } = useForm<ChangePasswordValues>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  const password = useWatch({ control, name: 'password' });
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (values: ChangePasswordValues) => {
    setOutcome(null);
    try {
      const answer = await updatePassword(values.oldPassword, values.password);
      signIn(answer);
      reset(EMPTY);
      setOutcome({ severity: 'success', text: answer.message || sharedText(PASSWORD_ANSWER_MESSAGES.updated) });
    } catch (error) {
      const failure = updateFailure(error);
      if (failure.oldPasswordError) {
        setError('oldPassword', { message: failure.oldPasswordError }, { shouldFocus: true });
      }
      setOutcome({ severity: 'error', text: sharedText(failure.text) });
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label={t('passwords.change.form')}>
      <Stack spacing={2}>
        {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
        <PasswordField
          control={control}
          name="oldPassword"
          label={t('passwords.change.oldPassword')}
          autoComplete="current-password"
          autoFocus
        />
        <PasswordField
          control={control}
          name="password"
          label={t('passwords.field.newPassword')}
          autoComplete="new-password"
        />
        <PasswordStrengthMeter password={password} />
        <PasswordField
          control={control}
          name="confirmPassword"
          label={t('passwords.field.confirmPassword')}
          autoComplete="new-password"
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={formState.isSubmitting}
          endIcon={
            formState.isSubmitting ? (
              <CircularProgress size={16} color="inherit" aria-label={t('passwords.saving')} />
            ) : null
          }
        >
          {t('passwords.change.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
