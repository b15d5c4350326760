/** The terms step's rules (the sign-up document, "Terms step"), as a pure reducer. */

/** The checkboxes are enabled once the terms are scrolled to within this distance of their end. */
export const TERMS_SCROLL_THRESHOLD_PX = 100;

export type SignatureTab = 'type' | 'draw';

export interface SigningState {
  scrolledToEnd: boolean;
  termsAccepted: boolean;
  esignAccepted: boolean;
  tab: SignatureTab;
  typed: string;
  /** The drawn signature, a PNG data URL scaled to 600 px wide; null while the pad is empty. */
  drawn: string | null;
}

export type SigningAction =
  | { type: 'scrolledToEnd' }
  | { type: 'termsToggled'; checked: boolean }
  | { type: 'esignToggled'; checked: boolean }
  | { type: 'tabSelected'; tab: SignatureTab }
  | { type: 'typed'; text: string }
  | { type: 'drawn'; image: string | null }
  | { type: 'cleared' };

export const initialSigningState: SigningState = {
  scrolledToEnd: false,
  termsAccepted: false,
  esignAccepted: false,
  tab: 'type',
  typed: '',
  drawn: null,
};

export const bothAccepted = (state: SigningState) => state.termsAccepted && state.esignAccepted;

/** Sign needs both boxes and a signature in the open tab: non-blank typed text, or a drawing. */
export function canSign(state: SigningState): boolean {
  if (!bothAccepted(state)) return false;
  return state.tab === 'type' ? state.typed.trim() !== '' : state.drawn !== null;
}

export function signingReducer(state: SigningState, action: SigningAction): SigningState {
  switch (action.type) {
    case 'scrolledToEnd':
      return state.scrolledToEnd ? state : { ...state, scrolledToEnd: true };
    case 'termsToggled':
    case 'esignToggled': {
      if (!state.scrolledToEnd) return state;
      const next =
        action.type === 'termsToggled'
          ? { ...state, termsAccepted: action.checked }
          : { ...state, esignAccepted: action.checked };
      // Unchecking either box forces the typed tab.
      return bothAccepted(next) ? next : { ...next, tab: 'type' };
    }
    case 'tabSelected':
      if (!bothAccepted(state) || action.tab === state.tab) return state;
      // Switching to the draw tab starts from an empty pad.
      return action.tab === 'draw' ? { ...state, tab: 'draw', drawn: null } : { ...state, tab: 'type' };
    case 'typed':
      return { ...state, typed: action.text };
    case 'drawn':
      return { ...state, drawn: action.image };
    case 'cleared':
      return state.tab === 'type' ? { ...state, typed: '' } : { ...state, drawn: null };
  }
}
