import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { newPasswordFormSchema } from '@gym/contracts/passwords';
import { resetPassword } from '../api/reset-password';
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
    <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label="New password">
      <Stack spacing={2}>
        {failure && (
          <Alert severity="error">
            {failure.text}
            {failure.linkExpired && (
              <>
                {' '}
                <Link component={RouterLink} to="/reset_password">
                  Request a new link
                </Link>
              </>
            )}
          </Alert>
        )}
        <PasswordField control={control} name="password" label="New password" autoComplete="new-password" autoFocus />
        <PasswordStrengthMeter password={password} />
        <PasswordField control={control} name="confirmPassword" label="Confirm password" autoComplete="new-password" />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={formState.isSubmitting}
          endIcon={formState.isSubmitting ? <CircularProgress size={16} color="inherit" aria-label="Saving" /> : null}
        >
          Set password
        </Button>
      </Stack>
    </Box>
  );
}
