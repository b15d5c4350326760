import type { Club } from '@gym/contracts/clubs';
import { STEP, type StepIndex } from '@gym/contracts/messages';
import type { Plan, PlanInfoAnswer } from '@gym/contracts/plans';

export type PlanInfo = PlanInfoAnswer['data'];

/** What the wizard remembers while a visitor moves through it (the sign-up document, section 4). */
export interface WizardState {
  step: StepIndex;
  club: Club | null;
  /** The chosen club's plan info ("the stored plans"). */
  planInfo: PlanInfo | null;
  plan: Plan | null;
  /** The furthest step reached: header menu entries before it show a tick and can be clicked. */
  furthestStep: StepIndex;
  /** Set by an Edit link on the confirm step: finishing that step returns to confirm. */
  editOnNext: StepIndex | null;
}

export type WizardAction =
  | { type: 'clubLoaded'; club: Club; planInfo: PlanInfo }
  | { type: 'planSelected'; plan: Plan }
  | { type: 'wentBack'; to: StepIndex }
  | { type: 'reset' };

export const initialWizardState: WizardState = {
  step: STEP.location,
  club: null,
  planInfo: null,
  plan: null,
  furthestStep: STEP.location,
  editOnNext: null,
};

function advance(state: WizardState, to: StepIndex): WizardState {
  return { ...state, step: to, furthestStep: Math.max(state.furthestStep, to) as StepIndex };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'clubLoaded': {
      const sameClub = state.club?.clubautomationclubidC === action.club.clubautomationclubidC;
      const base = sameClub ? state : { ...initialWizardState };
      // A club route whose plans are loaded starts at the membership step.
      const step = base.step < STEP.membership ? STEP.membership : base.step;
      return advance({ ...base, club: action.club, planInfo: action.planInfo }, step);
    }
    case 'planSelected':
      return advance({ ...state, plan: action.plan }, STEP.email);
    case 'wentBack':
      if (action.to >= state.step) return state;
      // Going back to the location clears the stored plans (and, later, the user-existence result).
      if (action.to === STEP.location) return { ...initialWizardState };
      return { ...state, step: action.to };
    case 'reset':
      return { ...initialWizardState };
  }
}
