import { PERSONAL_INFO_MESSAGES, clubToday, isOldEnough, parseBirthday } from '@gym/contracts/personal-info';
import { badRequest } from '../../../lib/app-error';
import type { PlansService } from '../../club/plans';
import { type JoinPayload, birthdayOf } from './join-payload';
import { type JoinQuote, quotePlan } from './join-quote';
import { defineSpanish } from '../../../lib/i18n/translator';

export const JOIN_QUOTE_MESSAGES = {
  planNotAtClub: 'This plan is not available at the chosen club.',
} as const;
defineSpanish({ [JOIN_QUOTE_MESSAGES.planNotAtClub]: 'Este plan no está disponible en el club elegido.' });

/**
 * The rules a join's payload must meet before anything is charged, checked on the server whatever the client
 * did: a real birthday, 18 or older (the under-18 text), and a plan sold at the home club.
 */
export class JoinQuoteService {
  constructor(
    private readonly plans: PlansService,
    /** The app's clock: the club day a birthday and a first month's proration are judged on. */
    private readonly now: () => Date,
  ) {}

  async quote(payload: JoinPayload, now: Date = this.now()): Promise<JoinQuote> {
    const { dateOfBirth, membershipId, homeClubId } = payload.body;
    const today = clubToday(now);
    const birthday = birthdayOf(dateOfBirth);
    if (!parseBirthday(birthday, today.year)) {
      throw badRequest(PERSONAL_INFO_MESSAGES.invalidDate, [
        { field: 'dateOfBirth', message: PERSONAL_INFO_MESSAGES.invalidDate },
      ]);
    }
    if (!isOldEnough(birthday, today)) {
      throw badRequest(PERSONAL_INFO_MESSAGES.under18, [
        { field: 'dateOfBirth', message: PERSONAL_INFO_MESSAGES.under18 },
      ]);
    }
    return this.quotePlanAtClub({ membershipId, homeClubId }, now);
  }

  /**
   * What a plan at a club costs today, before anyone is named: the wizard's summary shows it from the plan step on,
   * with the same amounts the preview on Sign gives.
   */
  async quotePlanAtClub(
    { membershipId, homeClubId }: { membershipId: string; homeClubId: number },
    now: Date = this.now(),
  ): Promise<JoinQuote> {
    const clubId = String(homeClubId);
    const plan = await this.plans.findActive(membershipId);
    if (!plan || !plan.clubIds.includes(clubId)) {
      throw badRequest(JOIN_QUOTE_MESSAGES.planNotAtClub, [
        { field: 'membershipId', message: JOIN_QUOTE_MESSAGES.planNotAtClub },
      ]);
    }
    return quotePlan(plan, clubId, now);
  }
}
