import { Link, Paper, Stack, Typography } from '@mui/material';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { type AuthAnswer, LOGIN_EMAIL_PARAM } from '@gym/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { LapsedSessionCheckInCode } from '../../../components/check-in-code/lapsed-session-check-in-code';
import { profileQueryOptions } from '../../../lib/profile-query';
import { useText } from '../../../lib/i18n/catalog';
import { RichText } from '../../../lib/i18n/rich-text';
import { signIn, useSession } from '../../../lib/session';
import { authText } from '../i18n';
import { safeNextPath } from '../lib/safe-next';
import { LoginForm } from './login-form';

/**
 * /login. A signed-in account does not see it: it goes on to ?next= (the page the gate sent it from) or home.
 * That one redirect also does the move after signing in, since signIn() makes the session appear here.
 */
export function Component() {
  const t = useText(authText);
  const session = useSession();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  if (session) return <Navigate to={safeNextPath(searchParams.get('next'))} replace />;

  const onSignedIn = (answer: AuthAnswer) => {
    const session = signIn(answer);
    if (!session) return false;
    // Section 4: signing in loads the profile (its failure shows 'Error, could not load your profile').
    void queryClient.prefetchQuery(profileQueryOptions(session.user.sfId));
    return true;
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: { xs: 1, md: 4 } }}>
      <LapsedSessionCheckInCode />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 440 }}>
        <Stack spacing={3}>
          <Typography variant="h1">{t('auth.page.title')}</Typography>
          <LoginForm onSignedIn={onSignedIn} initialEmail={searchParams.get(LOGIN_EMAIL_PARAM) ?? ''} />
          <Typography color="text.secondary">
            <RichText
              catalog={authText}
              id="auth.page.notMember"
              components={{ 0: <Link component={RouterLink} to="/" /> }}
            />
          </Typography>
        </Stack>
      </Paper>
    </Stack>
  );
}
