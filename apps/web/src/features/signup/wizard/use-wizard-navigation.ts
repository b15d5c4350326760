import { useLocation, useNavigate } from 'react-router';
import { STEP, type StepIndex } from '@gym/contracts/messages';
import { entryPrevious, entryStep } from './use-step-history';
import { useWizard } from './wizard-context';

/** Back navigation with the specification's effects: back to the location also leaves the club's path. */
export function useWizardNavigation() {
  const { state, dispatch } = useWizard();
  const navigate = useNavigate();
  const location = useLocation();
  return {
    goBack(to: StepIndex) {
      // The step we came from is the history entry before this one: going there keeps the browser's history
      // the wizard's path, so its Forward and Back agree with the page's buttons (use-step-history.ts).
      if (entryStep(location.state) === state.step && entryPrevious(location.state) === to) {
        void navigate(-1);
        return;
      }
      dispatch({ type: 'wentBack', to });
      if (to === STEP.location) void navigate('/');
    },
    /** An Edit link on the confirm step: jump to a step; completing `returnAfter` comes back to confirm. */
    edit(jumpTo: StepIndex, returnAfter: StepIndex) {
      dispatch({ type: 'editRequested', jumpTo, returnAfter });
      if (jumpTo === STEP.location) void navigate('/');
    },
  };
}
