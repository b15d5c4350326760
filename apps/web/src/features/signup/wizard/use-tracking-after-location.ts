import { useEffect, useRef } from 'react';
import { setTracking } from '../api/set-tracking';
import { trackingRecord } from './tracking-record';
import { useWizard } from './wizard-context';

/**
 * The location step completes by navigating to the club's path, not through useStepCompletion:
 * when the club changes and a tracking record exists, the record is updated here.
 */
export function useTrackingAfterLocation() {
  const { state } = useWizard();
  const clubId = state.club?.clubautomationclubidC ?? null;
  const lastClubId = useRef(clubId);
  useEffect(() => {
    if (clubId === lastClubId.current) return;
    lastClubId.current = clubId;
    if (clubId && state.trackingSession) {
      setTracking(trackingRecord(state)).catch((error: unknown) => console.info('Tracking update failed', error));
    }
  }, [clubId, state]);
}
