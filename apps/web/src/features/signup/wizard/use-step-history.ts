import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { STEP, type StepIndex } from '@gym/contracts/messages';
import { useWizard } from './wizard-context';

/** What a wizard history entry carries: its step and the step it was reached from. */
export interface StepEntry {
  wizardStep: StepIndex;
  previous: StepIndex;
}

function isStepEntry(value: unknown): value is StepEntry {
  return typeof value === 'object' && value !== null && 'wizardStep' in value && 'previous' in value;
}

/** A club's path without an entry of ours is where the club was chosen: the membership step. */
export function entryStep(state: unknown): StepIndex {
  return isStepEntry(state) ? state.wizardStep : STEP.membership;
}

export function entryPrevious(state: unknown): StepIndex | null {
  return isStepEntry(state) ? state.previous : null;
}

/**
 * The browser's current entry is not the one the page shows: the router has moved on (to the confirmation page,
 * or to /) and React has not rendered it yet. Writing an entry then would replace the new page's. A memory
 * router (tests) leaves window.history alone, so it never reads as moved on.
 */
function routerMovedOn(shownKey: string): boolean {
  const current: unknown = window.history.state;
  return typeof current === 'object' && current !== null && 'key' in current && current.key !== shownKey;
}

/**
 * Each step of a club's wizard is a history entry on the same path (/{location}, the specification's routes),
 * so the browser's Back (and Android's) goes to the previous step instead of leaving the wizard.
 * - Moving on pushes an entry that records the step it came from; the page's Back to that step is a history
 *   Back (use-wizard-navigation.ts), so the two stay in step.
 * - Any other move back (the header menu, an Edit link) replaces the current entry.
 * - The browser landing on an earlier step goes back to it with the specification's effects; landing on a later
 *   one (Forward, or an entry left behind by a jump back) cannot skip the steps between, so it goes back again
 *   until it reaches the step the wizard is on.
 */
export function useStepHistory(enabled: boolean) {
  const { state, dispatch } = useWizard();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const seenKey = useRef(location.key);

  useEffect(() => {
    const historyMoved = seenKey.current !== location.key && navigationType === 'POP';
    seenKey.current = location.key;
    // The location step and 'Congratulation!' leave the club's path (to / or the confirmation page).
    if (!enabled || state.step < STEP.membership || state.step === STEP.congratulation) return;
    if (routerMovedOn(location.key)) return;
    const inHistory = entryStep(location.state);
    if (inHistory === state.step) return;
    if (historyMoved) {
      if (inHistory < state.step) dispatch({ type: 'wentBack', to: inHistory });
      else void navigate(-1);
      return;
    }
    const to = { pathname: location.pathname, search: location.search };
    if (state.step > inHistory) {
      const entry: StepEntry = { wizardStep: state.step, previous: inHistory };
      void navigate(to, { state: entry });
    } else {
      // The entry before this one is not known here: a previous equal to the step itself never matches a Back.
      const entry: StepEntry = { wizardStep: state.step, previous: state.step };
      void navigate(to, { state: entry, replace: true });
    }
  }, [enabled, location, navigationType, state.step, dispatch, navigate]);
}
