import { NO_POSITION } from '@gym/contracts/clubs';
import { Box, Stack, Typography } from '@mui/material';
import { Suspense, lazy, useEffect, useState } from 'react';
import { type LoaderFunctionArgs, useNavigate, useParams } from 'react-router';
import { isClubSlug } from '@gym/contracts/constants';
import { STEP, STEP_TITLES, type StepIndex } from '@gym/contracts/messages';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageSpinner } from '../../../components/page-spinner';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { queryClient } from '../../../lib/query-client';
import { useResponsive } from '../../../lib/use-responsive';
import { clubQueryOptions, useClub } from '../api/get-club';
import { signupAccessTokenQueryOptions, useSignupAccessToken } from '../api/generate-token';
import { locationPlansQueryOptions, useLocationPlans } from '../api/get-location-plans';
import { sortedClubsQueryOptions } from '../api/sort-locations';
import { signupText } from '../i18n';
import { useWizard } from './wizard-context';
import { captureUtm } from '../lib/utm';
import { ReferralBanner } from '../referral/referral-banner';
import { useReferral } from '../referral/use-referral';
import { SummaryBar, SummaryPanel } from '../summary/join-summary';
import { useJoinSummary } from '../summary/use-join-summary';
import { useFunnelEvents } from './use-funnel-events';
import { useStepHistory } from './use-step-history';
import { useResumeLink } from './use-resume-link';
import { useTrackingAfterLocation } from './use-tracking-after-location';
import { WizardHeaderMenu } from './wizard-header-menu';

const ReferralPopup = lazy(() => import('../referral/referral-popup'));

/** Each step is its own chunk, loaded when the visitor reaches it. */
const STEP_IMPORTERS: Partial<Record<StepIndex, () => Promise<{ default: () => React.JSX.Element }>>> = {
  [STEP.location]: () => import('../steps/location/location-step'),
  [STEP.membership]: () => import('../steps/membership/membership-step'),
  [STEP.email]: () => import('../steps/email/email-step'),
  [STEP.personalInfo]: () => import('../steps/personal-info/personal-info-step'),
  [STEP.photo]: () => import('../steps/photo/photo-step'),
  [STEP.paymentMethod]: () => import('../steps/payment/payment-step'),
  [STEP.terms]: () => import('../steps/terms/terms-step'),
  [STEP.editPaymentMethod]: () => import('../steps/payment/edit-payment-step'),
  [STEP.confirm]: () => import('../steps/confirm/confirm-step'),
};
const STEP_COMPONENTS = Object.fromEntries(
  Object.entries(STEP_IMPORTERS).map(([step, importer]) => [step, lazy(importer)]),
) as Partial<Record<StepIndex, React.LazyExoticComponent<() => React.JSX.Element>>>;

/**
 * Runs as the route matches: fetches the first step's code and data in parallel instead of one after
 * the other (page, then step chunk, then API calls).
 */
export function loader({ params }: LoaderFunctionArgs) {
  const { location } = params;
  void queryClient.prefetchQuery(signupAccessTokenQueryOptions);
  if (location === undefined) {
    void STEP_IMPORTERS[STEP.location]?.();
    void queryClient.prefetchQuery(sortedClubsQueryOptions(NO_POSITION));
  } else if (isClubSlug(location)) {
    void STEP_IMPORTERS[STEP.membership]?.();
    void queryClient.prefetchQuery(clubQueryOptions(location));
    void queryClient.prefetchQuery(locationPlansQueryOptions(location));
  }
  return null;
}

/** Loads the club of a /{location} path and its plans into the wizard; 'club does not exist' goes to /locations. */
function useClubFromPath(location: string | undefined) {
  const { state, dispatch } = useWizard();
  const navigate = useNavigate();
  const club = useClub(location);
  const plans = useLocationPlans(location);

  useEffect(() => {
    if (location === undefined && state.club) dispatch({ type: 'wentBack', to: STEP.location });
  }, [location, state.club, dispatch]);

  useEffect(() => {
    if (club.isError || plans.isError) navigate('/locations', { replace: true });
  }, [club.isError, plans.isError, navigate]);

  useEffect(() => {
    if (!club.data || !plans.data) return;
    if (state.club?.clubautomationclubidC === club.data.clubautomationclubidC && state.planInfo) return;
    dispatch({ type: 'clubLoaded', club: club.data, planInfo: plans.data });
  }, [club.data, plans.data, state.club, state.planInfo, dispatch]);

  const loaded = location === undefined || (state.club !== null && state.planInfo !== null && !club.isPending);
  return { loaded };
}

function Wizard({ location }: { location: string | undefined }) {
  const t = useText(signupText);
  const shared = useSharedText();
  const { state } = useWizard();
  const { isLargeMobile } = useResponsive();
  // The sign-up access token is fetched as the wizard opens; later steps' calls carry it.
  useSignupAccessToken();
  const { loaded } = useClubFromPath(location);
  const resuming = useResumeLink(loaded && location !== undefined);

  useEffect(() => captureUtm(window.location.search), []);
  const referral = useReferral(location);
  const [popupClosed, setPopupClosed] = useState(false);
  useTrackingAfterLocation();

  const step: StepIndex = location === undefined ? STEP.location : state.step;
  useStepHistory(loaded && location !== undefined && !resuming);
  useFunnelEvents(step, loaded && !resuming);
  const summary = useJoinSummary(state, step);
  if (!loaded) return <PageSpinner label={t('signup.wizard.loadingPlans')} />;
  if (resuming) return <PageSpinner label={t('signup.wizard.openingSignup')} />;
  const StepComponent = STEP_COMPONENTS[step];
  const congratulation = step === STEP.congratulation;
  // The popup greets a referred visitor whose link names no plan.
  const showPopup = referral !== null && referral.plan === null && !popupClosed && !congratulation;

  const wizard = (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      {referral && !congratulation && <ReferralBanner name={referral.name} />}
      {!congratulation && <WizardHeaderMenu />}
      {/* The first step offers the other language beside its title: a visitor choosing a club sees it at once.
          Switching changes only the words: the wizard's state, and whatever a step holds, stays. */}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">{shared(STEP_TITLES[step])}</Typography>
        {step === STEP.location && <LanguageSwitcher color="primary" />}
      </Stack>
      <Suspense fallback={<PageSpinner />}>{StepComponent ? <StepComponent /> : null}</Suspense>
      {showPopup && (
        <Suspense fallback={null}>
          <ReferralPopup
            header={referral.olsEeferralPopupHeader}
            body={referral.olsReferralPopupText}
            onClose={() => setPopupClosed(true)}
          />
        </Suspense>
      )}
    </Stack>
  );
  const panel = summary !== null && !isLargeMobile;
  // One wrapper whatever the summary and the width: a changed tree would remount the step and lose what it holds
  // (an open dialog, a captured photo). The summary follows the step, so the step's heading is read first.
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: panel ? 'minmax(0, 1fr) 300px' : 'minmax(0, 1fr)',
        gap: panel ? 4 : 3,
        alignItems: 'start',
      }}
    >
      {wizard}
      {summary && (panel ? <SummaryPanel summary={summary} /> : <SummaryBar summary={summary} />)}
    </Box>
  );
}

/**
 * '/' and '/{location}'. The location routes exist only for the eight club paths: any other one-segment path is
 * 'Page not found', as deeper ones are (the route table's catch-all). A club path whose club cannot be loaded shows
 * 'club does not exist' and goes to /locations (member-area document, section 4; docs/decisions/0035).
 */
export function Component() {
  const { location } = useParams();
  if (location !== undefined && !isClubSlug(location)) return <NotFoundPage />;
  return <Wizard location={location} />;
}
