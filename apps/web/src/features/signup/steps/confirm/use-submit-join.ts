import { useState } from 'react';
import { BANNER_TIMEOUT_AFTER_FAILED_RETRY_MS, BANNER_TIMEOUT_WHILE_RETRYING_MS } from '@gym/contracts/constants';
import { JOIN_MESSAGES, type JoinAnswer } from '@gym/contracts/join';
import { closeBanner, showBanner } from '../../../../lib/banner-store';
import { sharedText } from '../../../../lib/i18n/catalog';
import { getSubmitFailureMessage } from '../../api/get-submit-failure';
import { submitJoin } from '../../api/submit-join';
import type { JoinPayload } from '../../lib/build-join-payload';
import { runKey } from '../../lib/run-key';

export type SubmitStatus = 'idle' | 'submitting' | 'retrying' | 'failed';
export type JoinSuccess = NonNullable<JoinAnswer['data']>;

/** Failures a second try cannot change: the visitor must act (another card, another e-mail). */
const FINAL_ERRORS = new Set(['PAYMENT_DECLINED', 'EMAIL_ALREADY_EXIST']);

interface SubmitCallbacks {
  onSuccess: (data: JoinSuccess) => Promise<void>;
  /** A declined card, with the provider's text: the page shows it where the card is, not in the banner. */
  onDeclined: (message: string) => void;
}

/**
 * Submit with the specification's retry rules: an answer with success false is tried once more on the
 * -retry call while the banner asks the visitor to hang tight; a failed retry shows the server's failure
 * text with its contact link and disables Submit. A declined card is not retried: the visitor changes card.
 */
export function useSubmitJoin({ onSuccess, onDeclined }: SubmitCallbacks) {
  const [status, setStatus] = useState<SubmitStatus>('idle');

  const fail = (message: string, next: SubmitStatus, timeoutMs?: number) => {
    showBanner(message, timeoutMs ? { timeoutMs } : {});
    setStatus(next);
  };

  const submit = async (join: JoinPayload) => {
    setStatus('submitting');
    let answer: JoinAnswer;
    try {
      answer = await submitJoin(join, runKey(), false);
    } catch {
      return fail(sharedText(JOIN_MESSAGES.somethingWentWrong), 'idle');
    }
    if (!answer.success && answer.error === 'PAYMENT_DECLINED') {
      onDeclined(answer.message ?? sharedText(JOIN_MESSAGES.somethingWentWrong));
      setStatus('idle');
      return;
    }
    if (!answer.success && answer.error && FINAL_ERRORS.has(answer.error)) {
      return fail(answer.message ?? sharedText(JOIN_MESSAGES.somethingWentWrong), 'idle');
    }
    if (!answer.success) {
      setStatus('retrying');
      showBanner(sharedText(JOIN_MESSAGES.stillProcessing), {
        severity: 'info',
        timeoutMs: BANNER_TIMEOUT_WHILE_RETRYING_MS,
      });
      // A thrown error in the retry counts as a failed retry.
      const first = answer;
      answer = await submitJoin(join, runKey(), true).catch((): JoinAnswer => ({ success: false }));
      if (!answer.success || !answer.data) {
        const fallback = answer.message ?? first.message ?? sharedText(JOIN_MESSAGES.somethingWentWrong);
        const failure = await getSubmitFailureMessage().catch(() => fallback);
        return fail(failure, 'failed', BANNER_TIMEOUT_AFTER_FAILED_RETRY_MS);
      }
      closeBanner();
    }
    if (!answer.data) return fail(sharedText(JOIN_MESSAGES.somethingWentWrong), 'idle');
    await onSuccess(answer.data);
  };

  return { status, submit };
}
