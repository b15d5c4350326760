import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { STEP } from '@gym/contracts/messages';
import { INVALID_EMAIL_MESSAGE, emailSchema } from '@gym/contracts/signup-lookup';
import { useSharedText, useText } from '../../../../lib/i18n/catalog';
import { useCheckUserExists } from '../../api/check-user-exists';
import { signupText } from '../../i18n';
import { useStepCompletion } from '../../wizard/use-step-completion';
import { useTrackingStart } from '../../wizard/use-tracking-start';
import { useWizardNavigation } from '../../wizard/use-wizard-navigation';
import { useWizard } from '../../wizard/wizard-context';
import { NotEligibleDialog } from './not-eligible-dialog';
import { rememberEmail, rememberedEmail } from './remembered-email';

/** Step 2: the e-mail decides between a former member (found) and a new person. */
export default function EmailStep() {
  const t = useText(signupText);
  const shared = useSharedText();
  const { state, dispatch } = useWizard();
  const completeStep = useStepCompletion();
  const startTracking = useTrackingStart();
  const { goBack } = useWizardNavigation();
  const lookup = useCheckUserExists();
  const [email, setEmail] = useState(() => state.email ?? rememberedEmail() ?? '');
  const [error, setError] = useState<string | null>(null);
  const [notEligible, setNotEligible] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(INVALID_EMAIL_MESSAGE);
      return;
    }
    const value = parsed.data.toLowerCase();
    setError(null);
    // A different e-mail is a different person: their sign-up gets a tracking record of its own.
    const changed = value !== rememberedEmail();
    if (changed) dispatch({ type: 'trackingReset' });
    rememberEmail(value);
    void startTracking(value, changed ? null : state.trackingSession);

    try {
      const existence = await lookup.mutateAsync(value);
      if (!existence.eligible) {
        setNotEligible(true);
        return;
      }
      completeStep(STEP.email, { email: value, existence });
    } catch {
      // The banner shows the server's message (lib/query-client.ts); the visitor can try again.
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 480 }}>
      <Stack spacing={3}>
        <TextField
          label={t('signup.email.label')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error !== null}
          helperText={error ? shared(error) : ' '}
          autoComplete="email"
          slotProps={{ htmlInput: { inputMode: 'email', maxLength: 254 } }}
          autoFocus
        />
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Button startIcon={<ArrowBackIcon />} onClick={() => goBack(STEP.membership)}>
            {t('signup.wizard.back')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={email.trim() === '' || lookup.isPending}
            endIcon={
              lookup.isPending ? (
                <CircularProgress size={16} color="inherit" aria-label={t('signup.email.checking')} />
              ) : null
            }
          >
            {t('signup.wizard.next')}
          </Button>
        </Stack>
      </Stack>
      <NotEligibleDialog open={notEligible} onClose={() => setNotEligible(false)} email={email.trim().toLowerCase()} />
    </Box>
  );
}
