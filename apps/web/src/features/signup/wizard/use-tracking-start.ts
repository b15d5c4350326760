import { insertChatbotRecord } from '../api/chatbot-record';
import { setTracking } from '../api/set-tracking';
import { trackingRecord } from './tracking-record';
import { useWizard } from './wizard-context';

/**
 * A valid e-mail starts the tracking record, or updates the one this e-mail already has. A new e-mail
 * starts a new record (the caller resets the old session first). Failures are only logged.
 */
export function useTrackingStart() {
  const { state, dispatch } = useWizard();
  return async (email: string, sessionToKeep: string | null) => {
    try {
      const session = await setTracking(trackingRecord({ ...state, email, trackingSession: sessionToKeep }));
      if (session !== sessionToKeep) {
        dispatch({ type: 'trackingStarted', session });
        await insertChatbotRecord(session);
      }
    } catch (error) {
      console.info('Tracking failed', error);
    }
  };
}
