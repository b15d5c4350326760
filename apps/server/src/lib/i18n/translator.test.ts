import { describe, expect, it } from 'vitest';
import spanish from '@gym/contracts/i18n/es.json';
import { FREEZE_MESSAGES, FREEZE_TEMPLATES } from '@gym/contracts/membership-freeze';
import { GUEST_PASS_MESSAGES, GUEST_PASS_TEMPLATES } from '@gym/contracts/guest-passes';
import { NO_CLUB_NEARBY_TEMPLATE, noClubNearbyMessage } from '@gym/contracts/clubs';
import { REFERRAL_MESSAGES, REFERRAL_TEMPLATES } from '@gym/contracts/referral';
import { STAFF_ACTION_MESSAGES, STAFF_ACTION_TEMPLATES } from '@gym/contracts/staff-member-actions';
import { STAFF_MEMBER_MESSAGES, STAFF_MEMBER_TEMPLATES } from '@gym/contracts/staff-member';
import { PRICE_CHANGE_MESSAGES, PRICE_CHANGE_TEMPLATES } from '@gym/contracts/staff-plans';
import { defineCatalog, hasSharedSpanish, shared, sharedText, textIn } from './translator';

/** A value for every placeholder of a message, so that it can be rendered. */
function sampleValues(message: string): Record<string, string | number> {
  return Object.fromEntries(
    [...message.matchAll(/\{\s*(\w+)\s*(,\s*plural)?/g)].map(([, name, plural]) => [name!, plural ? 2 : `<${name}>`]),
  );
}

describe('the server translator (docs/decisions/0039)', () => {
  it("renders every Spanish text of contracts, its placeholders filled and none of the ICU's syntax left", () => {
    for (const english of Object.keys(spanish)) {
      const text = sharedText('es', english, sampleValues(english));
      expect.soft(text, english).not.toMatch(/[{}]/);
      expect.soft(text, english).toBe(text.trim());
    }
  });

  it('keeps English exactly as contracts writes it, and leaves unknown texts as they are', () => {
    expect(sharedText('en', 'Something went wrong')).toBe('Something went wrong');
    expect(sharedText('es', 'Something went wrong')).toBe('Algo salió mal');
    expect(sharedText('es', 'Unexpected token } in JSON')).toBe('Unexpected token } in JSON');
    expect(hasSharedSpanish('Unexpected token } in JSON')).toBe(false);
    expect(textIn('es', shared('Card not found'))).toBe('No se encontró la tarjeta');
  });

  it("says a template's English as contracts' own function does, for the same values", () => {
    const english = (template: string, values: Record<string, string | number>) => sharedText('en', template, values);
    expect(english(FREEZE_TEMPLATES.yearUsed, { max: 3, year: 2027 })).toBe(FREEZE_MESSAGES.yearUsed(2027));
    for (const allowed of [1, 2]) {
      expect(english(FREEZE_TEMPLATES.tooManyMonths, { allowed, max: 3 })).toBe(FREEZE_MESSAGES.tooManyMonths(allowed));
    }
    expect(english(FREEZE_TEMPLATES.confirmed, { reference: 'FZ-1' })).toBe(FREEZE_MESSAGES.confirmed('FZ-1'));
    expect(english(GUEST_PASS_TEMPLATES.noneLeft, { allowance: 2, nextMonthDay: 'May 1, 2027' })).toBe(
      GUEST_PASS_MESSAGES.noneLeft(2, 'May 1, 2027'),
    );
    expect(english(GUEST_PASS_TEMPLATES.issued, { guestName: 'Ann', guestEmail: 'a@example.com' })).toBe(
      GUEST_PASS_MESSAGES.issued('Ann', 'a@example.com'),
    );
    expect(english(REFERRAL_TEMPLATES.banner, { name: "D'Arcy" })).toBe(REFERRAL_MESSAGES.banner("D'Arcy"));
    expect(english(NO_CLUB_NEARBY_TEMPLATE, { name: 'Club Marin', street: '1 Main St', city: 'Marin' })).toBe(
      noClubNearbyMessage({ displayName: 'Club Marin', streetC: '1 Main St', cityC: 'Marin' }),
    );
    expect(english(STAFF_ACTION_TEMPLATES.refundTooMuch, { amount: '$5.00' })).toBe(
      STAFF_ACTION_MESSAGES.refundTooMuch(500),
    );
    expect(english(STAFF_ACTION_TEMPLATES.refundPending, { amount: '$5.00' })).toBe(
      STAFF_ACTION_MESSAGES.refundPending(500),
    );
    expect(english(STAFF_MEMBER_TEMPLATES.welcomeResent, { email: 'a@example.com' })).toBe(
      STAFF_MEMBER_MESSAGES.welcomeResent('a@example.com'),
    );
    expect(english(PRICE_CHANGE_TEMPLATES.tooSoon, { days: 30, earliest: 'May 1, 2027' })).toBe(
      PRICE_CHANGE_MESSAGES.tooSoon('May 1, 2027'),
    );
  });

  it('says a plural in each language', () => {
    expect(sharedText('es', FREEZE_TEMPLATES.tooManyMonths, { allowed: 1, max: 3 })).toBe(
      'Ahora puede congelar su membresía como máximo 1 mes (3 al año).',
    );
    expect(sharedText('es', FREEZE_TEMPLATES.tooManyMonths, { allowed: 2, max: 3 })).toBe(
      'Ahora puede congelar su membresía como máximo 2 meses (3 al año).',
    );
  });

  it('refuses a message id that two catalogs define', () => {
    defineCatalog({ 'test.translator.once': 'Once' }, { 'test.translator.once': 'Una vez' });
    expect(() => defineCatalog({ 'test.translator.once': 'Twice' }, { 'test.translator.once': 'Dos veces' })).toThrow(
      /twice/,
    );
  });
});
