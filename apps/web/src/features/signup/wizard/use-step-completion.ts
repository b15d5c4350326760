import { STEP, type StepIndex } from '@gym/contracts/messages';
import { setTracking } from '../api/set-tracking';
import { trackingRecord } from './tracking-record';
import { useWizard } from './wizard-context';
import { type StepChanges, type WizardAction, wizardReducer } from './wizard-state';

/** Steps after which the tracking record is updated (the sign-up document, "Tracking"). */
const TRACKED_STEPS: readonly StepIndex[] = [STEP.location, STEP.membership, STEP.personalInfo, STEP.photo, STEP.terms];

/**
 * Completes a step: records what it gave, moves on (or back to confirm in edit mode) and, when a
 * tracking session exists, updates the record. A tracking failure is only logged: it never blocks a join.
 */
export function useStepCompletion() {
  const { state, dispatch } = useWizard();
  return (step: StepIndex, changes?: StepChanges) => {
    const action: WizardAction = { type: 'stepCompleted', step, changes };
    // The reducer is pure: the state the record describes is the one this dispatch produces.
    const next = wizardReducer(state, action);
    dispatch(action);
    if (next.trackingSession && TRACKED_STEPS.includes(step)) {
      setTracking(trackingRecord(next)).catch((error: unknown) => console.info('Tracking update failed', error));
    }
  };
}
