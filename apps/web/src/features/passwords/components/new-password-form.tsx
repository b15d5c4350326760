import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { newPasswordFormSchema } from '@gym/contracts/passwords';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { resetPassword } from '../api/reset-password';
import { passwordsText } from '../i18n';
import { resetFailure } from '../lib/password-failures';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

const resolver = zodResolver(newPasswordFormSchema);

/**
 * The new password and its confirmation, checked by the contract's rules (the messages show on their fields),
 * with the live strength meter; sent with the link's token. onDone runs after the server has set it.
 */
export function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useText(passwordsText);
  const shared = useSharedText();
  const { control, handleSubmit, formState } = useForm<NewPasswordValues>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const [failure, setFailure] = useState<ReturnType<typeof resetFailure> | null>(null);

  const submit = async (values: NewPasswordValues) => {
    setFailure(null);
    try {
      await resetPassword(token, values.password);
      onDone();
    } catch (error) {
      setFailure(resetFailure(error));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label={t('passwords.new.form')}>
      <Stack spacing={2}>
        {failure && (
          <Alert severity="error">
            {shared(failure.text)}
            {failure.linkExpired && (
              <>
                {' '}
                <Link component={RouterLink} to="/reset_password">
                  {t('passwords.new.requestLink')}
                </Link>
              </>
            )}
          </Alert>
        )}
        <PasswordField
          control={control}
          name="password"
          label={t('passwords.field.newPassword')}
          autoComplete="new-password"
          autoFocus
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
          {t('passwords.new.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
