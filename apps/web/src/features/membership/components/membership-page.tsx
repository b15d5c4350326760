import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CANCEL_SEARCH_PARAM, MEMBERSHIP_MESSAGES } from '@gym/contracts/membership';
import { PageSpinner } from '../../../components/page-spinner';
import { useMembership } from '../api/get-membership';
import { sharedText, useText } from '../../../lib/i18n/catalog';
import { membershipText } from '../i18n';
import { CancelSection } from './cancel-section';
import { ChangePlanSection } from './change-plan-section';
import { FreezeSection } from './freeze-section';
import { GuestPassesSection } from './guest-passes-section';
import { MembershipSummary } from './membership-summary';

/**
 * /membership: the member's plan, price, club, status, dates, next charge and agreement, and what they can change
 * themselves (docs/decisions/0028): cancel, freeze, change plan or club, guest passes.
 */
export function Component() {
  const t = useText(membershipText);
  const membership = useMembership();
  const [search] = useSearchParams();

  if (membership.isError) {
    return (
      <Stack spacing={3} sx={{ maxWidth: 800 }}>
        <Typography variant="h1">{t('membership.title')}</Typography>
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" onClick={() => void membership.refetch()}>
              {t('membership.tryAgain')}
            </Button>
          }
        >
          {sharedText(MEMBERSHIP_MESSAGES.loadError)}
        </Alert>
      </Stack>
    );
  }
  if (membership.data === undefined) return <PageSpinner label={t('membership.loading')} />;

  const view = membership.data;
  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <Typography variant="h1">{t('membership.title')}</Typography>
      {view === null ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{sharedText(MEMBERSHIP_MESSAGES.noMembership)}</Typography>
          <Button component={RouterLink} to="/locations" variant="contained">
            {t('membership.chooseClub')}
          </Button>
        </Stack>
      ) : (
        <>
          <MembershipSummary membership={view} />
          {/* The cancel button comes before any offer to freeze instead (never an obstacle in its way). */}
          <CancelSection membership={view} startOpen={search.has(CANCEL_SEARCH_PARAM)} />
          <FreezeSection membership={view} />
          <ChangePlanSection membership={view} />
          <GuestPassesSection membership={view} />
        </>
      )}
    </Stack>
  );
}
