import { useNavigate } from 'react-router';
import { clubSlug } from '@gym/contracts/constants';
import { JOIN_MESSAGES } from '@gym/contracts/join';
import { parseCurrency } from '@gym/contracts/money';
import { queryClient } from '../../../../lib/query-client';
import { membershipTextQueryOptions } from '../../api/get-membership-text';
import { createReceipt, updateUtmInfo, uploadESignature, uploadProfilePhoto } from '../../api/join-follow-up';
import type { ConfirmationState } from '../../confirmation/confirmation-state';
import { PAYMENT_STORAGE_KEY } from '../../confirmation/confirmation-state';
import { endRun, runKey } from '../../lib/run-key';
import { storedUtm } from '../../lib/utm';
import { trackJoinCompleted } from '../../wizard/use-funnel-events';
import { useWizard } from '../../wizard/wizard-context';
import type { JoinSuccess } from './use-submit-join';

const UTM_DELAY_MS = 3_000;

/** A follow-up failure never undoes a paid join: it is logged, and the documents show as unavailable. */
async function attempt(label: string, call: () => Promise<unknown>) {
  try {
    await call();
  } catch (error) {
    console.info(`${label} failed`, error);
  }
}

/**
 * After the server's success: the photo, the signed agreement and the receipt are uploaded, the UTM info
 * follows 3 s later, the local 'payment' marker is set to 'completed' and the confirmation page opens with
 * the payment details, the club and the membership texts.
 */
export function useAfterJoin(clientIp: string | null) {
  const { state, dispatch } = useWizard();
  const navigate = useNavigate();
  return async (data: JoinSuccess) => {
    const caId = data.newUserData.userId;
    const token = data.joinToken;
    const { photo, signature, club, plan } = state;
    trackJoinCompleted(data.paymentDetails, runKey(), plan, club);
    if (photo) await attempt('Photo upload', () => uploadProfilePhoto(caId, photo, token));
    if (signature && photo) await attempt('E-signature', () => uploadESignature(signature, photo, clientIp, token));
    await attempt('Receipt', () => createReceipt(token));

    setTimeout(() => {
      const info = {
        caid: caId,
        ...storedUtm(),
        marketingInitialOnlinePayment: (parseCurrency(data.newUserData.totalDue) ?? 0) / 100,
        marketingMonthlyPayment: (parseCurrency(data.newUserData.enrollmentFee) ?? 0) / 100,
      };
      void attempt('UTM info', () => updateUtmInfo(info, token));
    }, UTM_DELAY_MS);

    localStorage.setItem(PAYMENT_STORAGE_KEY, JOIN_MESSAGES.paymentCompleted);
    endRun();
    if (!club) return;
    const confirmation: ConfirmationState = {
      paymentDetails: data.paymentDetails,
      club,
      membershipText: await queryClient.ensureQueryData(membershipTextQueryOptions()),
      updatedId: caId,
      joinToken: token,
      rejoined: state.existence?.status === 200,
      firstName: state.personalInfo?.firstName ?? '',
    };
    await navigate(`/${clubSlug(club.displayName)}/payment-confirmation`, { state: confirmation });
    // The run is over: a new visit to / starts a new one (the referral and e-mail included).
    dispatch({ type: 'reset' });
  };
}
