import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { clubSlug, isClubSlug } from '@gym/contracts/constants';
import { type SessionUser } from '@gym/contracts/auth';
import { useSession } from '../../../lib/session';
import { CANCEL_SEARCH_PARAM } from '@gym/contracts/membership';
import { useCheckStatus } from '../api/get-check-status';
import { useHomeMembership } from '../api/get-membership';
import { useText } from '../../../lib/i18n/catalog';
import { memberHomeText } from '../i18n';
import { CheckInCard } from './check-in-card';
import { HomeClubCard } from './home-club-card';
import { HomeStandingAlert } from './home-standing-alert';

/** The wizard page of the favourite club (/{slug}); /locations when there is none or its name makes no club path. */
function joinPathFor(favoriteLocationName: string | null): string {
  const slug = favoriteLocationName ? clubSlug(favoriteLocationName) : '';
  return isClubSlug(slug) ? `/${slug}` : '/locations';
}

const STATUS_TEXT = {
  active: 'member-home.status.active',
  former: 'member-home.status.former',
  prospect: 'member-home.status.prospect',
} as const satisfies Record<SessionUser['memberStatus'], string>;

/** The status as the server has it now (the token's copy may be hours old); the token's until the answer comes. */
function MembershipStatus({ user }: { user: SessionUser }) {
  const t = useText(memberHomeText);
  const status = useCheckStatus(user.sfId);
  return <>{t(STATUS_TEXT[status.data?.data.memberStatus ?? user.memberStatus])}</>;
}

/**
 * What the home offers about the membership: managing it and cancelling it (two clicks: this link, then the
 * confirmation) while there is one to manage; joining again for a member without one; nothing for the trainer,
 * director and staff accounts, which have no membership.
 */
function MembershipActions({ joinPath, isMember }: { joinPath: string; isMember: boolean }) {
  const t = useText(memberHomeText);
  const membership = useHomeMembership();
  if (!isMember || membership.data === undefined) return null;
  const view = membership.data;
  if (!view || view.standing === 'ended') {
    return (
      <Button component={RouterLink} to={joinPath} variant="contained" sx={{ alignSelf: 'flex-start' }}>
        {t('member-home.joinAgain')}
      </Button>
    );
  }
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button component={RouterLink} to="/membership" variant="contained">
        {t('member-home.manageMembership')}
      </Button>
      {view.monthly && view.cancellation === null && (
        <Button component={RouterLink} to={`/membership?${CANCEL_SEARCH_PARAM}`} color="inherit">
          {t('member-home.cancelMembership')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * '/' for a signed-in account: why their membership is past due or suspended (if it is), the check-in code the
 * front desk scans (what a member opens the app for, so first), their home club's hours and how busy it is now,
 * then who they are.
 */
export function MemberHomePage() {
  const t = useText(memberHomeText);
  const session = useSession();
  if (!session) return null;
  const { firstName, idCA, favoriteLocation, favoriteLocationName, sfId } = session.user;
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography variant="h1">{t('member-home.greeting', { firstName })}</Typography>
      <HomeStandingAlert />
      <CheckInCard sfId={sfId} />
      {favoriteLocation && <HomeClubCard clubId={favoriteLocation} fallbackName={favoriteLocationName} />}
      <Card variant="outlined" component="section" aria-labelledby="membership-heading">
        <CardContent>
          <Typography id="membership-heading" variant="h2" gutterBottom>
            {t('member-home.membership.heading')}
          </Typography>
          <Stack component="dl" spacing={1} sx={{ m: 0, '& dd': { m: 0, fontWeight: 600 } }}>
            <div>
              <Typography component="dt" color="text.secondary">
                {t('member-home.membership.memberNumber')}
              </Typography>
              <Typography component="dd">{idCA}</Typography>
            </div>
            <div>
              <Typography component="dt" color="text.secondary">
                {t('member-home.membership.favouriteClub')}
              </Typography>
              <Typography component="dd">{favoriteLocationName ?? t('member-home.membership.noneChosen')}</Typography>
            </div>
            <div>
              <Typography component="dt" color="text.secondary">
                {t('member-home.membership.status')}
              </Typography>
              <Typography component="dd">
                <MembershipStatus user={session.user} />
              </Typography>
            </div>
          </Stack>
        </CardContent>
      </Card>
      <MembershipActions joinPath={joinPathFor(favoriteLocationName)} isMember={session.user.role === 'member'} />
    </Stack>
  );
}
