import { useNavigate } from 'react-router';
import { STEP, type StepIndex } from '@gym/contracts/messages';
import { useWizard } from './wizard-context';

/** Back navigation with the specification's effects: back to the location also leaves the club's path. */
export function useWizardNavigation() {
  const { dispatch } = useWizard();
  const navigate = useNavigate();
  return {
    goBack(to: StepIndex) {
      dispatch({ type: 'wentBack', to });
      if (to === STEP.location) navigate('/');
    },
    /** An Edit link on the confirm step: jump to a step; completing `returnAfter` comes back to confirm. */
    edit(jumpTo: StepIndex, returnAfter: StepIndex) {
      dispatch({ type: 'editRequested', jumpTo, returnAfter });
      if (jumpTo === STEP.location) navigate('/');
    },
  };
}
