import { useEffect } from 'react';
import type { Club } from '@gym/contracts/clubs';
import type { PaymentDetails } from '@gym/contracts/join';
import type { StepIndex } from '@gym/contracts/messages';
import type { Plan } from '@gym/contracts/plans';
import { track } from '../../../lib/analytics/analytics';
import { purchaseEvent, stepReachedEvents } from '../lib/funnel-events';
import { useWizard } from './wizard-context';

/**
 * The steps this run has reached, for the tab's life: a reload does not reach them again. 'joined' from the purchase
 * until the confirmation page shows: the wizard, still on screen while the app moves there, reaches nothing then.
 */
const STORAGE_KEY = 'signup-funnel';
const JOINED = 'joined';

function reachedSteps(): StepIndex[] | typeof JOINED {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return saved === JOINED ? JOINED : Array.isArray(saved) ? (saved as StepIndex[]) : [];
  } catch {
    return [];
  }
}

/** The join funnel's events for the step the wizard shows, once `active` (the club and a resumed run loaded). */
export function useFunnelEvents(step: StepIndex, active: boolean): void {
  const { plan, club } = useWizard().state;
  useEffect(() => {
    if (!active) return;
    const reached = reachedSteps();
    if (reached === JOINED) return;
    const events = stepReachedEvents(step, reached, plan, club);
    if (events.length === 0) return;
    for (const { name, params } of events) track(name, params);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...reached, step]));
  }, [active, step, plan, club]);
}

/** The join is paid: the purchase, and the funnel is closed until the confirmation page opens the next one. */
export function trackJoinCompleted(details: PaymentDetails, runKey: string, plan: Plan | null, club: Club | null) {
  const event = purchaseEvent(details, runKey, plan, club);
  if (event) track(event.name, event.params);
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(JOINED));
}

/** The confirmation page is shown: the next visit to the wizard in this tab is a new join, a funnel of its own. */
export function openNextFunnel(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
