import { type Dispatch, type ReactNode, createContext, use, useCallback, useEffect, useReducer } from 'react';
import { forgetAllFormDrafts } from './form-drafts';
import {
  type WizardAction,
  type WizardState,
  initialWizardState,
  keptForTab,
  resumedAfterReload,
  wizardReducer,
} from './wizard-state';

const STORAGE_KEY = 'signup-wizard';

interface WizardContextValue {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
}

const WizardContext = createContext<WizardContextValue | null>(null);

function restore(): WizardState {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    return saved ? resumedAfterReload(JSON.parse(saved) as Partial<WizardState>) : initialWizardState;
  } catch {
    return initialWizardState;
  }
}

/**
 * Keeps the wizard's progress for the tab's life, so a reload does not send a visitor back to the start; the photo
 * and the card are kept in memory only, so a reload after them resumes where they are asked for again.
 */
export function WizardProvider({ children }: { children: ReactNode }) {
  const [state, dispatchToReducer] = useReducer(wizardReducer, undefined, restore);
  useEffect(() => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(keptForTab(state)));
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
