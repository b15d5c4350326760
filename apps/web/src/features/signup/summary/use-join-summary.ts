import { STEP, type StepIndex } from '@gym/contracts/messages';
import { usePlanPreview } from '../api/get-plan-preview';
import type { WizardState } from '../wizard/wizard-state';

/**
 * What the summary shows: the chosen club and plan, and the server's amounts for them (the plan preview).
 * Null before a plan is chosen, on the location step and on 'Congratulation!'.
 */
export function useJoinSummary(state: WizardState, step: StepIndex) {
  const shown = step !== STEP.location && step !== STEP.congratulation && state.club !== null && state.plan !== null;
  const homeClubId = Number(state.club?.clubautomationclubidC);
  const preview = usePlanPreview(
    shown && state.plan && Number.isSafeInteger(homeClubId) ? { homeClubId, membershipId: state.plan.id } : null,
  );
  if (!shown || !state.club || !state.plan) return null;
  return {
    clubName: state.club.displayName,
    planName: state.plan.name,
    details: preview.data ?? null,
    failed: preview.isError && !preview.data,
    retry: () => void preview.refetch(),
  };
}

export type JoinSummaryData = NonNullable<ReturnType<typeof useJoinSummary>>;
