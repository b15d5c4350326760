import { STEP_TITLES } from '@gym/contracts/messages';
import type { TrackingRecord } from '@gym/contracts/tracking';
import { storedUtm } from '../lib/utm';
import type { WizardState } from './wizard-state';

/**
 * What the gym sees of a sign-up in progress: where the person is and what they have typed
 * (never the photo or anything of the card).
 */
export function trackingRecord(state: WizardState): TrackingRecord {
  const data = {
    clubId: state.club?.clubautomationclubidC ?? null,
    club: state.club?.displayName ?? null,
    planId: state.plan?.id ?? null,
    plan: state.plan?.name ?? null,
    personalInfo: state.personalInfo,
    hasPhoto: state.photo !== null,
    // The campaign the visitor came from, for the staff's follow-ups list (utm_info is only written after a join).
    utmSource: storedUtm().utmSource ?? null,
  };
  return {
    session: state.trackingSession,
    email: state.email,
    currentPage: STEP_TITLES[state.step],
    data: JSON.stringify(data),
    isFormerMember: state.existence?.status === 200,
    isReferral: state.referral !== null,
    referrerName: state.referral?.name ?? null,
    referrerCaid: state.referral?.caID ?? null,
  };
}
