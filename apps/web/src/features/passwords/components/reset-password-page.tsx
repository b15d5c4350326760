import { Alert, Box, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { requestResetBodySchema } from '@gym/contracts/passwords';
import { requestResetPassword } from '../api/request-reset-password';
import { resetRequestFailure } from '../lib/password-failures';
import { PasswordPageLayout } from './password-page-layout';

/** What /request_success is told: the address the link went to. */
export interface RequestSuccessState {
  email: string;
}

/** /reset_password: the e-mail of the account; the server sends the link, then /request_success says so. */
export function Component() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const parsed = requestResetBodySchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    setPending(true);
    try {
      await requestResetPassword(parsed.data.email);
      navigate('/request_success', { state: { email: parsed.data.email } satisfies RequestSuccessState });
    } catch (error) {
      setFormError(resetRequestFailure(error));
      setPending(false);
    }
  };

  return (
    <PasswordPageLayout title="Reset your password">
      <Typography>
        Enter the e-mail of your member account. We will send you a link to choose a new password.
      </Typography>
      <Box component="form" noValidate onSubmit={submit} aria-label="Reset password">
        <Stack spacing={2}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            label="Email"
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (fieldError) setFieldError(null);
            }}
            error={fieldError !== null}
            helperText={fieldError ?? ' '}
            autoComplete="email"
            required
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'email' } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={pending}
            endIcon={pending ? <CircularProgress size={16} color="inherit" aria-label="Sending" /> : null}
          >
            Send reset link
          </Button>
          <Link component={RouterLink} to="/login" sx={{ alignSelf: 'flex-start' }}>
            Back to log in
          </Link>
        </Stack>
      </Box>
    </PasswordPageLayout>
  );
}
