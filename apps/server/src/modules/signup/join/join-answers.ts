import { JOIN_MESSAGES, type JoinAnswer } from '@gym/contracts/join';
import { EMAIL_ALREADY_EXIST_MESSAGE } from '@gym/contracts/signup-lookup';
import type { TokenService } from '../../../lib/tokens';

/** The join token: audience 'join', subject the member's user id, valid for two hours (docs/decisions/0009). */
export const JOIN_TOKEN_TTL_S = 2 * 60 * 60;

export type JoinAnswerData = NonNullable<JoinAnswer['data']>;

/** A success as join_submissions keeps it: everything but the join token, which is made for every answer. */
export interface StoredJoinAnswer {
  success: true;
  data: Omit<JoinAnswerData, 'joinToken'>;
}

/** Machine-readable reasons in a failed answer's `error`; `message` is what the person reads. */
export const JOIN_ERRORS = {
  declined: 'PAYMENT_DECLINED',
  emailTaken: 'EMAIL_ALREADY_EXIST',
  stillProcessing: 'STILL_PROCESSING',
  failed: 'JOIN_FAILED',
  paymentFailed: 'PAYMENT_FAILED',
} as const;

/**
 * Every answer of create-user / update-user and their -retry twins. Outcomes are HTTP 200 whatever they are:
 * the client reads success and message. A failed -retry answers the configured failure text with its contact link.
 */
export class JoinAnswers {
  constructor(
    private readonly tokens: TokenService,
    private readonly failureMessage: string,
  ) {}

  async success(stored: StoredJoinAnswer, userId: string): Promise<JoinAnswer> {
    const joinToken = await this.tokens.sign(
      { memberNumber: stored.data.newUserData.userId },
      'join',
      JOIN_TOKEN_TTL_S,
      userId,
    );
    return { success: true, data: { ...stored.data, joinToken } };
  }

  declined(message: string): JoinAnswer {
    return { success: false, error: JOIN_ERRORS.declined, message };
  }

  emailTaken(): JoinAnswer {
    return { success: false, error: JOIN_ERRORS.emailTaken, message: EMAIL_ALREADY_EXIST_MESSAGE };
  }

  /** The outcome is not known yet (provider timeout, a commit that did not happen): a retry will finish it. */
  pending(retry: boolean): JoinAnswer {
    return retry
      ? { success: false, error: JOIN_ERRORS.failed, message: this.failureMessage }
      : { success: false, error: JOIN_ERRORS.stillProcessing, message: JOIN_MESSAGES.stillProcessing };
  }

  /** The provider refused the request (an unknown card, say): nothing was charged. */
  paymentFailed(message: string, retry: boolean): JoinAnswer {
    return { success: false, error: JOIN_ERRORS.paymentFailed, message: retry ? this.failureMessage : message };
  }

  /** A join that cannot be made (the e-mail was taken meanwhile, say): any charge was refunded. */
  refused(message: string): JoinAnswer {
    return { success: false, error: JOIN_ERRORS.failed, message };
  }
}
