import {
  GUEST_PASS_CODE_LENGTH,
  GUEST_PASS_CODE_PREFIX,
  GUEST_PASS_MESSAGES,
  GUEST_PASS_TEMPLATES,
  type GuestCheckInAnswer,
  type GuestPass,
  type GuestPassesView,
  type IssueGuestPassBody,
} from '@gym/contracts/guest-passes';
import type { Locale } from '@gym/contracts/i18n/locales';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { clubDateTime, clubTodayIso } from '../../../lib/club-date';
import { type Text, sharedText, textIn, textOf } from '../../../lib/i18n/translator';
import { formatCalendarDate } from '../../../providers/documents';
import { addDays, nextBillingDay, periodOf } from '../billing-run';
import { newReference } from '../changes';
import type { GuestPassFacts, GuestPassRow, GuestPassesRepository } from './guest-passes.repository';

/** How many of the member's passes GET /membership/guest-passes lists (this month's and the months before). */
export const GUEST_PASS_LIST_LIMIT = 20;

/** A month's last day: a pass given in it is valid until then. */
const lastDayOf = (period: string) => addDays(nextBillingDay(period), -1);

const conflict = (message: string | Text) => new AppError('CONFLICT', message);

/** Why no pass can be given now, or null. The order: no membership, none on the plan, frozen, suspended, none left. */
function refusalOf(facts: GuestPassFacts | undefined, today: string): string | Text | null {
  if (!facts || (facts.endDate !== null && facts.endDate < today)) return GUEST_PASS_MESSAGES.noMembership;
  if (facts.allowance <= 0) return GUEST_PASS_MESSAGES.planHasNone;
  if (facts.frozen) return GUEST_PASS_MESSAGES.frozen;
  if (facts.billingStatus === 'suspended') return GUEST_PASS_MESSAGES.suspended;
  if (facts.issued >= facts.allowance) {
    const { allowance } = facts;
    return textOf((locale) =>
      sharedText(locale, GUEST_PASS_TEMPLATES.noneLeft, {
        allowance,
        nextMonthDay: formatCalendarDate(nextBillingDay(today), locale),
      }),
    );
  }
  return null;
}

function toGuestPass(row: GuestPassRow, currentPeriod: string): GuestPass {
  const used = row.usedAt !== null && row.usedClubId !== null;
  return {
    id: row.id,
    guestName: row.guestName,
    guestEmail: row.guestEmail,
    code: row.code,
    issuedOn: clubTodayIso(row.createdAt),
    validUntil: lastDayOf(row.period),
    status: used ? 'used' : row.period < currentPeriod ? 'expired' : 'unused',
    usedOn: row.usedAt ? clubTodayIso(row.usedAt) : null,
    usedAt: used ? { clubId: row.usedClubId!, displayName: row.usedClubName ?? row.usedClubId! } : null,
  };
}

/**
 * Guest passes (docs/decisions/0028): a plan's passes per billing month, given by the member to a named guest,
 * e-mailed to the guest, and taken once at the front desk until the month's last day. Every date is the clock's
 * club day.
 */
export class GuestPassesService {
  constructor(
    private readonly deps: {
      passes: GuestPassesRepository;
      clock: Clock;
    },
  ) {}

  /** In the member's language: why no pass can be given. */
  async view(userId: string, locale: Locale = 'en'): Promise<GuestPassesView> {
    const today = clubTodayIso(this.deps.clock.now());
    const period = periodOf(today);
    const [facts, rows] = await Promise.all([
      this.deps.passes.facts(userId, period),
      this.deps.passes.list(userId, GUEST_PASS_LIST_LIMIT),
    ]);
    const allowance = facts?.allowance ?? 0;
    const issued = facts?.issued ?? 0;
    const refusal = refusalOf(facts, today);
    return {
      period,
      validUntil: lastDayOf(period),
      allowance,
      issued,
      used: facts?.used ?? 0,
      left: Math.max(allowance - issued, 0),
      refusal: refusal === null ? null : textIn(locale, refusal),
      passes: rows.map((row) => toGuestPass(row, period)),
    };
  }

  /** Gives a pass, or refuses (409) with the reason; the count is decided again under the member's lock. */
  async issue(userId: string, guest: IssueGuestPassBody): Promise<GuestPass> {
    const at = this.deps.clock.now();
    const today = clubTodayIso(at);
    const period = periodOf(today);
    const row = await this.deps.passes.issue(
      userId,
      {
        guestName: guest.guestName,
        guestEmail: guest.guestEmail,
        // The unique index would catch a repeat: 31^8 codes make one all but impossible.
        code: newReference(GUEST_PASS_CODE_PREFIX, GUEST_PASS_CODE_LENGTH),
        period,
        validUntil: lastDayOf(period),
        at,
      },
      (facts): asserts facts is GuestPassFacts => {
        const refusal = refusalOf(facts, today);
        if (refusal) throw conflict(refusal);
      },
    );
    return toGuestPass(row, period);
  }

  /**
   * The front desk scanned a code that may be a guest pass: an unused one of this month is taken at once and the
   * guest let in; a used or expired one is a 409 saying when; undefined when no pass has the code.
   */
  async admit(code: string, clubId: string): Promise<GuestCheckInAnswer | undefined> {
    const at = this.deps.clock.now();
    const period = periodOf(clubTodayIso(at));
    const taken = await this.deps.passes.use(code, clubId, at, period);
    if (taken) {
      const [checkInDate = '', checkInTime = ''] = clubDateTime(taken.usedAt).split(' ');
      return {
        success: true,
        data: {
          guestPass: {
            code: taken.code,
            guestName: taken.guestName,
            invitedBy: { idCA: String(taken.memberNumber), name: taken.memberName },
            club: { clubId: taken.clubId, displayName: taken.clubName },
            usedAt: taken.usedAt.toISOString(),
            checkInDate,
            checkInTime,
          },
        },
      };
    }
    const pass = await this.deps.passes.byCode(code);
    if (!pass) return undefined;
    if (pass.usedAt) {
      const usedOn = clubTodayIso(pass.usedAt);
      const club = pass.usedClubName ?? pass.usedClubId;
      throw conflict(
        textOf((locale) =>
          sharedText(locale, GUEST_PASS_TEMPLATES.alreadyUsed, {
            day: formatCalendarDate(usedOn, locale),
            club: club ?? sharedText(locale, GUEST_PASS_MESSAGES.anotherClub),
          }),
        ),
      );
    }
    const lastDay = lastDayOf(pass.period);
    throw conflict(
      textOf((locale) =>
        sharedText(locale, GUEST_PASS_TEMPLATES.expired, { lastDay: formatCalendarDate(lastDay, locale) }),
      ),
    );
  }
}
