import { NO_POSITION } from '@gym/contracts/clubs';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { clubSlug } from '@gym/contracts/constants';
import { STEP } from '@gym/contracts/messages';
import { clubToday, toIsoDate } from '@gym/contracts/personal-info';
import { checkReferralCode, getBuddyReferral } from '../api/get-referral';
import { sortedClubsQueryOptions } from '../api/sort-locations';
import { useStepCompletion } from '../wizard/use-step-completion';
import { useWizard } from '../wizard/wizard-context';

/**
 * Referral links: ?member=<member number> (a buddy link) or ?code=<referral code>&plan=<plan id>.
 * The referral preselects its club (going to the club's path) and its plan (jumping to the e-mail step).
 */
export function useReferral(location: string | undefined) {
  const [params] = useSearchParams();
  const member = params.get('member');
  const code = params.get('code');
  const plan = params.get('plan');
  const { state, dispatch } = useWizard();
  const navigate = useNavigate();
  const completeStep = useStepCompletion();
  const planApplied = useRef(false);

  const referral = useQuery({
    queryKey: ['referral', { member, code, plan }],
    queryFn: async () => {
      const person =
        code && plan
          ? await checkReferralCode(code, plan, toIsoDate(clubToday()))
          : await getBuddyReferral(member ?? '');
      return { ...person, plan: plan ?? person.plan };
    },
    enabled: Boolean(code && plan) || Boolean(member),
    retry: false,
    staleTime: Infinity,
  });
  const clubs = useQuery({ ...sortedClubsQueryOptions(NO_POSITION), enabled: Boolean(referral.data?.clubSfId) });

  useEffect(() => {
    if (referral.data && state.referral?.referralId !== referral.data.referralId) {
      dispatch({ type: 'referralLoaded', referral: referral.data });
    }
  }, [referral.data, state.referral, dispatch]);

  const person = state.referral;
  useEffect(() => {
    if (!person?.clubSfId || location !== undefined || state.club) return;
    const club = clubs.data?.find((candidate) => candidate.clubautomationclubidC === person.clubSfId);
    if (club) navigate(`/${clubSlug(club.displayName)}`, { replace: true });
  }, [person, location, state.club, clubs.data, navigate]);

  useEffect(() => {
    if (planApplied.current || !person?.plan || state.step !== STEP.membership || !state.planInfo) return;
    const chosen = state.planInfo.planData.find((candidate) => candidate.id === person.plan);
    if (!chosen) return;
    planApplied.current = true;
    completeStep(STEP.membership, { plan: chosen });
  }, [person, state.step, state.planInfo, completeStep]);

  return person;
}
