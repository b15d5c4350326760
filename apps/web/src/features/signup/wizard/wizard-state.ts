import type { FrameCard } from '@gym/contracts/billing';
import type { Club } from '@gym/contracts/clubs';
import type { PaymentDetails } from '@gym/contracts/join';
import { NEXT_STEP, STEP, type StepIndex } from '@gym/contracts/messages';
import type { PersonalInfo } from '@gym/contracts/personal-info';
import type { Plan, PlanInfoAnswer } from '@gym/contracts/plans';
import type { ReferralPerson } from '@gym/contracts/referral';
import type { UserExistence } from '@gym/contracts/signup-lookup';

export type PlanInfo = PlanInfoAnswer['data'];

/** What the wizard remembers while a visitor moves through it (the sign-up document, section 4). */
export interface WizardState {
  step: StepIndex;
  club: Club | null;
  /** The chosen club's plan info ("the stored plans"). */
  planInfo: PlanInfo | null;
  plan: Plan | null;
  email: string | null;
  /** The e-mail lookup: 200 for a former or existing member, 404 for a new person. */
  existence: UserExistence | null;
  personalInfo: PersonalInfo | null;
  /** The captured photo, a JPEG data URL. */
  photo: string | null;
  /** The card from the billing frame (token, masked number, type, expiry) with the name on the card. */
  card: FrameCard | null;
  /** The signature from the terms step, a PNG data URL. */
  signature: string | null;
  /** The payment preview the terms step asked for on Sign. */
  paymentDetails: PaymentDetails | null;
  referral: ReferralPerson | null;
  /** The abandoned-sign-up tracking record's id, once the e-mail step has created it. */
  trackingSession: string | null;
  /** Set by an Edit link on the confirm step: completing this step returns to confirm. */
  editOnNext: StepIndex | null;
}

/** A sign-up reopened from a follow-up reminder's link: what was typed, and the step to open (never past the photo). */
export type ResumedState = Pick<
  WizardState,
  'plan' | 'email' | 'existence' | 'personalInfo' | 'trackingSession' | 'step'
>;

/** What completing a step may record. */
export type StepChanges = Partial<
  Pick<WizardState, 'plan' | 'email' | 'existence' | 'personalInfo' | 'photo' | 'card' | 'signature' | 'paymentDetails'>
>;

export type WizardAction =
  | { type: 'clubLoaded'; club: Club; planInfo: PlanInfo }
  | { type: 'stepCompleted'; step: StepIndex; changes?: StepChanges }
  | { type: 'wentBack'; to: StepIndex }
  | { type: 'editRequested'; jumpTo: StepIndex; returnAfter: StepIndex }
  | { type: 'referralLoaded'; referral: ReferralPerson }
  | { type: 'trackingStarted'; session: string }
  | { type: 'trackingReset' }
  | { type: 'resumed'; resumed: ResumedState }
  | { type: 'reset' };

export const initialWizardState: WizardState = {
  step: STEP.location,
  club: null,
  planInfo: null,
  plan: null,
  email: null,
  existence: null,
  personalInfo: null,
  photo: null,
  card: null,
  signature: null,
  paymentDetails: null,
  referral: null,
  trackingSession: null,
  editOnNext: null,
};

/** Going back to the location clears the plans; back to membership or personal info clears the e-mail lookup. */
function goBack(state: WizardState, to: StepIndex): WizardState {
  if (to === STEP.location) return { ...state, step: to, club: null, planInfo: null, plan: null, existence: null };
  if (to === STEP.membership || to === STEP.email) return { ...state, step: to, existence: null };
  return { ...state, step: to };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'clubLoaded': {
      const sameClub = state.club?.clubautomationclubidC === action.club.clubautomationclubidC;
      // A club route whose plans are loaded starts at the membership step; another club's plans need a new choice.
      const step = sameClub && state.step > STEP.membership ? state.step : STEP.membership;
      return { ...state, club: action.club, planInfo: action.planInfo, plan: sameClub ? state.plan : null, step };
    }
    case 'stepCompleted': {
      const returning = state.editOnNext === action.step;
      return {
        ...state,
        ...action.changes,
        step: returning ? STEP.confirm : NEXT_STEP[action.step],
        editOnNext: returning ? null : state.editOnNext,
      };
    }
    case 'wentBack':
      return action.to >= state.step ? state : goBack(state, action.to);
    case 'editRequested':
      return { ...goBack(state, action.jumpTo), editOnNext: action.returnAfter };
    case 'referralLoaded':
      return { ...state, referral: action.referral };
    case 'trackingStarted':
      return { ...state, trackingSession: action.session };
    case 'trackingReset':
      return { ...state, trackingSession: null };
    case 'resumed':
      // A new run on the club already loaded: nothing of an earlier run in this tab is kept.
      return { ...initialWizardState, club: state.club, planInfo: state.planInfo, ...action.resumed };
    case 'reset':
      return { ...initialWizardState };
  }
}

/**
 * What the tab keeps across a reload: everything but the photo and the card token, which stay in memory only
 * (a face and a payment token are not left in the browser's storage).
 */
export function keptForTab(state: WizardState): Partial<WizardState> {
  const { photo: _photo, card: _card, ...kept } = state;
  return kept;
}

/** The state a reload resumes: at the photo or the card step if what came after needs the one it no longer has. */
export function resumedAfterReload(saved: Partial<WizardState>): WizardState {
  const state = { ...initialWizardState, ...saved };
  const afterPhoto = state.step > STEP.photo && state.step !== STEP.congratulation;
  if (afterPhoto && !state.photo) return { ...state, step: STEP.photo, editOnNext: null };
  const afterCard = state.step > STEP.paymentMethod && state.step !== STEP.congratulation;
  if (afterCard && !state.card) return { ...state, step: STEP.paymentMethod, editOnNext: null };
  return state;
}
