import { Alert, Box, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { requestResetBodySchema } from '@gym/contracts/passwords';
import { sharedText, useText } from '../../../lib/i18n/catalog';
import { requestResetPassword } from '../api/request-reset-password';
import { passwordsText } from '../i18n';
import { resetRequestFailure } from '../lib/password-failures';
import { PasswordPageLayout } from './password-page-layout';

/** What /request_success is told: the address the link went to. */
export interface RequestSuccessState {
  email: string;
}

/** /reset_password: the e-mail of the account; the server sends the link, then /request_success says so. */
export function Component() {
  const t = useText(passwordsText);
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
    <PasswordPageLayout title={t('passwords.reset.title')}>
      <Typography>{t('passwords.reset.intro')}</Typography>
      <Box component="form" noValidate onSubmit={submit} aria-label={t('passwords.reset.form')}>
        <Stack spacing={2}>
          {formError && <Alert severity="error">{sharedText(formError)}</Alert>}
          <TextField
            label={t('passwords.reset.email')}
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (fieldError) setFieldError(null);
            }}
            error={fieldError !== null}
            helperText={fieldError ? sharedText(fieldError) : ' '}
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
            endIcon={
              pending ? <CircularProgress size={16} color="inherit" aria-label={t('passwords.reset.sending')} /> : null
            }
          >
            {t('passwords.reset.submit')}
          </Button>
          <Link component={RouterLink} to="/login" sx={{ alignSelf: 'flex-start' }}>
            {t('passwords.backToLogIn')}
          </Link>
        </Stack>
      </Box>
    </PasswordPageLayout>
  );
}
