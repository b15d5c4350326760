import { randomBytes } from 'node:crypto';
import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import {
  CHECK_IN_CODE_MESSAGES,
  CHECK_IN_CODE_PAST_WINDOWS,
  CHECK_IN_SECRET_BYTES,
  type CheckInSecretAnswer,
  checkInCodesFor,
  checkInWindow,
} from '@gym/contracts/check-in-code';
import { unauthorized } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { sameSecret } from '../../../lib/same-secret';
import type { CheckInCodesRepository, StoredSecret } from './check-in-codes.repository';

/**
 * Windows older than the accepted ones whose code the desk still recognises, to say 'expired' rather than 'not
 * valid' for a code shown up to ten minutes ago (a screenshot, a phone left on the page). Older codes are not valid.
 */
const RECOGNISED_PAST_WINDOWS = 20;

/** A scanned code's digits checked against the member's secret. */
export type CodeCheck =
  { accepted: true; codeWindow: number; oldestAccepted: number } | { accepted: false; refusal: string };

const newSecret = () => randomBytes(CHECK_IN_SECRET_BYTES).toString('base64url');

function answer(scanCode: string, stored: StoredSecret): CheckInSecretAnswer {
  return {
    success: true,
    data: { scanCode, secret: stored.secret, issuedAt: stored.issuedAt.toISOString() },
  };
}

/** The member's check-in secret (made on first ask, replaced on request) and the desk's check of a code. */
export class CheckInCodesService {
  constructor(
    private readonly repository: CheckInCodesRepository,
    private readonly clock: Clock,
  ) {}

  /** The signed-in member's secret, made now if they have none. */
  async secretFor(userId: string): Promise<CheckInSecretAnswer> {
    const found = await this.repository.find(userId);
    if (!found) throw unauthorized(LOGIN_MESSAGES.sessionEnded);
    const stored = found.stored ?? (await this.repository.keepFirst(userId, newSecret(), this.clock.now()));
    return answer(found.scanCode, stored);
  }

  /** A new secret for the signed-in member: codes from the old one, on any device, are refused from now on. */
  async rotate(userId: string): Promise<CheckInSecretAnswer> {
    const found = await this.repository.find(userId);
    if (!found) throw unauthorized(LOGIN_MESSAGES.sessionEnded);
    return answer(found.scanCode, await this.repository.replace(userId, newSecret(), this.clock.now()));
  }

  /**
   * Which window of the member's codes these digits are, by the app's clock: the current one or one of the
   * CHECK_IN_CODE_PAST_WINDOWS before it is accepted (whether it was used already is the visit's transaction's to
   * say); an older recognised one has expired; anything else, or a member without a secret, is not valid. Every
   * candidate is computed and compared in constant time, so the answer's timing says nothing of which matched.
   */
  async check(userId: string, digits: string): Promise<CodeCheck> {
    const secret = await this.repository.secretOf(userId);
    if (!secret) return { accepted: false, refusal: CHECK_IN_CODE_MESSAGES.codeInvalid };
    const current = checkInWindow(this.clock.now().getTime());
    const oldestAccepted = current - CHECK_IN_CODE_PAST_WINDOWS;
    const windows = Array.from(
      { length: CHECK_IN_CODE_PAST_WINDOWS + RECOGNISED_PAST_WINDOWS + 1 },
      (_, i) => current - i,
    );
    const codes = await checkInCodesFor(secret, windows);
    // Newest first: should two windows share the digits, the one still accepted wins.
    let matched: number | undefined;
    codes.forEach((code, index) => {
      if (sameSecret(code, digits) && matched === undefined) matched = windows[index];
    });
    if (matched === undefined) return { accepted: false, refusal: CHECK_IN_CODE_MESSAGES.codeInvalid };
    if (matched < oldestAccepted) return { accepted: false, refusal: CHECK_IN_CODE_MESSAGES.codeExpired };
    return { accepted: true, codeWindow: matched, oldestAccepted };
  }
}
