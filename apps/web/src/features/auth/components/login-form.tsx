import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  InputAdornment,
  Link,
  Stack,
  TextField,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { type AuthAnswer, LOGIN_LIMITS, loginEmailSchema } from '@gym/contracts/auth';
import { ApiError } from '../../../lib/api-client';
import { showBanner } from '../../../lib/banner-store';
import { sharedText, useSharedText, useText } from '../../../lib/i18n/catalog';
import { familyQueryOptions, useFamilyCheck } from '../api/get-family';
import { signInRequest } from '../api/sign-in';
import { authText } from '../i18n';
import {
  EMPTY_LOGIN_FORM,
  type LoginField,
  type LoginFieldErrors,
  type LoginFormValues,
  validateLogin,
} from '../lib/login-form-values';
import { signInFailure } from '../lib/sign-in-failure';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** The e-mail to ask GET /auth/family about: a valid one, lowercased; null while it is not. */
function checkableEmail(email: string): string | null {
  const parsed = loginEmailSchema.safeParse(email);
  return parsed.success ? parsed.data : null;
}

const FIELD_ORDER: LoginField[] = ['email', 'idCA', 'password'];

/**
 * The labels sit above their fields from the start: the page arrives as HTML (docs/decisions/0030) and a label
 * that moved up only when the app saw focus would lie under what a person types before the app has started.
 *
 * The form calls onSignedIn with the answer; false means the session could not use it. E-mail and password, plus the club id when the e-mail is a family's (checked 1000 ms after the typing stops).
 * Errors show after the first attempt and follow the typing from then on.
 */
export function LoginForm({
  onSignedIn,
  initialEmail = '',
}: {
  onSignedIn: (answer: AuthAnswer) => boolean;
  /** Filled in when the page was opened for a known address (/login?email=, from the join's e-mail step). */
  initialEmail?: string;
}) {
  const t = useText(authText);
  const shared = useSharedText();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<LoginFormValues>(() => ({ ...EMPTY_LOGIN_FORM, email: initialEmail }));
  const [attempted, setAttempted] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const email = checkableEmail(values.email);
  const settledEmail = useDebouncedValue(email, LOGIN_LIMITS.familyCheckDebounceMs);
  const family = useFamilyCheck(email, settledEmail === email);
  const isFamily = family.data?.isFamily === true;

  const change = (field: LoginField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) {
      const validation = validateLogin(next, isFamily);
      setFieldErrors(validation.ok ? {} : validation.errors);
    }
  };

  /** The family answer for exactly this e-mail: from the cache when the debounced check has run, else asked now. */
  const familyFor = async (email: string): Promise<boolean> => {
    try {
      return (await queryClient.fetchQuery(familyQueryOptions(email))).isFamily;
    } catch {
      // The banner has shown the generic message; the server still asks for the club id if it is needed.
      return isFamily;
    }
  };

  const focusFirst = (errors: LoginFieldErrors) => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    setFormError(null);
    const familyNow = email ? await familyFor(email) : isFamily;
    const validation = validateLogin(values, familyNow);
    if (!validation.ok) {
      setFieldErrors(validation.errors);
      focusFirst(validation.errors);
      return;
    }
    setFieldErrors({});
    setPending(true);
    try {
      // A token the session cannot read (no claims, already expired) is no sign-in: say so and stay.
      if (!onSignedIn(await signInRequest(validation.body))) throw new Error('unreadable token');
    } catch (error) {
      const failure = signInFailure(error);
      // The specification's texts are contracts' English; the server's come in the language shown already.
      const text = failure.shared ? sharedText(failure.text) : failure.text;
      if (failure.place === 'notice') showBanner(text, { severity: 'info' });
      else setFormError(text);
      setPending(false);
    }
  };

  const familyThrottled = family.error instanceof ApiError && family.error.code === 'RATE_LIMITED';
  const shownError = formError ?? (familyThrottled ? (family.error?.message ?? null) : null);
  const showClubId = isFamily || fieldErrors.idCA !== undefined;
  // The fields' messages are the contract schema's (English): shown in the language of the page.
  const fieldError = (field: LoginField) => {
    const message = fieldErrors[field];
    return message === undefined ? undefined : shared(message);
  };
  const helper = (field: LoginField) => fieldError(field) ?? ' ';

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('auth.form.label')}>
      <Stack spacing={2}>
        {shownError && <Alert severity="error">{shownError}</Alert>}
        <TextField
          label={t('auth.form.email')}
          type="email"
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
          error={fieldErrors.email !== undefined}
          helperText={helper('email')}
          autoComplete="username"
          required
          inputRef={(element: HTMLInputElement | null) => {
            inputs.current.email = element;
          }}
          slotProps={{ htmlInput: { inputMode: 'email' }, inputLabel: { shrink: true } }}
          autoFocus={initialEmail === ''}
        />
        {showClubId && (
          <TextField
            label={t('auth.form.clubId')}
            value={values.idCA}
            onChange={(event) => change('idCA', event.target.value)}
            error={fieldErrors.idCA !== undefined}
            helperText={fieldError('idCA') ?? t('auth.form.clubIdHelp')}
            required
            inputRef={(element: HTMLInputElement | null) => {
              inputs.current.idCA = element;
            }}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' }, inputLabel: { shrink: true } }}
          />
        )}
        <TextField
          label={t('auth.form.password')}
          type={showPassword ? 'text' : 'password'}
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
          error={fieldErrors.password !== undefined}
          helperText={helper('password')}
          autoComplete="current-password"
          required
          autoFocus={initialEmail !== ''}
          inputRef={(element: HTMLInputElement | null) => {
            inputs.current.password = element;
          }}
          slotProps={{
            inputLabel: { shrink: true },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={t(showPassword ? 'auth.form.hidePassword' : 'auth.form.showPassword')}
                    onClick={() => setShowPassword((shown) => !shown)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Link component={RouterLink} to="/reset_password" sx={{ alignSelf: 'flex-start' }}>
          {t('auth.form.forgotPassword')}
        </Link>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={pending}
          endIcon={
            pending ? <CircularProgress size={16} color="inherit" aria-label={t('auth.form.signingIn')} /> : null
          }
        >
          {t('auth.form.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
