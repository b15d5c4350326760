import { type Dispatch, type ReactNode, createContext, use, useCallback, useEffect, useReducer } from 'react';
import { WIZARD_STORAGE_KEY } from '@gym/contracts/first-page';
import { forgetAllFormDrafts } from './form-drafts';
import {
  type WizardAction,
  type WizardState,
  initialWizardState,
  keptForTab,
  resumedAfterReload,
  wizardReducer,
} from './wizard-state';

interface WizardContextValue {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
}

const WizardContext = createContext<WizardContextValue | null>(null);

function restore(): WizardState {
  try {
    const saved = sessionStorage.getItem(WIZARD_STORAGE_KEY);
    return saved ? resumedAfterReload(JSON.parse(saved) as Partial<WizardState>) : initialWizardState;
  } catch {
    return initialWizardState;
  }
}

/**
 * Keeps the wizard's progress for the tab's life, so a reload does not send a visitor back to the start; the photo
 * and the card are kept in memory only, so a reload after them resumes where they are asked for again. The server's
 * render of a club's page (app/first-page/render.tsx) starts it where that page is instead: a first visit has
 * nothing kept.
 */
export function WizardProvider({ children, initialState }: { children: ReactNode; initialState?: WizardState }) {
  const [state, dispatchToReducer] = useReducer(wizardReducer, initialState, (given) => given ?? restore());
  useEffect(() => {
    sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(keptForTab(state)));
  }, [state]);
  // A reset ends the run (the join is complete): what was typed in its forms goes with it.
  const dispatch = useCallback((action: WizardAction) => {
    if (action.type === 'reset') forgetAllFormDrafts();
    dispatchToReducer(action);
  }, []);
  return <WizardContext value={{ state, dispatch }}>{children}</WizardContext>;
}

export function useWizard(): WizardContextValue {
  const value = use(WizardContext);
  if (!value) throw new Error('useWizard must be used inside WizardProvider');
  return value;
}
