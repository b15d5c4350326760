import { describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '@gym/contracts/billing';
import {
  CARD_RULE_MESSAGES,
  cardDigits,
  cardType,
  checkCard,
  formatCardNumber,
  luhnValid,
  maskCardNumber,
  parseExpiry,
} from './public/card-rules';

const TODAY = { year: 2026, month: 11 };

describe('the sandbox card rules (shared by the hosted page and the sandbox server)', () => {
  it.each(Object.entries(SANDBOX_TEST_CARDS))('the %s test card passes the Luhn check', (_name, number) => {
    expect(luhnValid(number)).toBe(true);
  });

  it.each(['4242424242424241', '4000000000000001', '5555555555554440', '378282246310006', 'abc', ''])(
    '%s fails the Luhn check',
    (number) => {
      expect(luhnValid(number)).toBe(false);
    },
  );

  it.each([
    ['4242424242424242', 'visa'],
    ['4000000000000002', 'visa'],
    ['4222222222222', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720990000000000', 'mastercard'],
    ['378282246310005', 'amex'],
    ['371449635398431', 'amex'],
    ['6011111111111117', 'discover'],
    ['6500000000000002', 'discover'],
    ['6445644564456445', 'discover'],
    ['6221260000000000', 'discover'],
    ['3530111333300000', null],
    ['2720999999999999', 'mastercard'],
    ['2721000000000000', null],
    ['2220990000000000', null],
    ['6221250000000000', null],
    ['5610591081018250', null],
    ['', null],
  ])('%s is %s', (digits, type) => {
    expect(cardType(digits)).toBe(type);
  });

  it('reads the digits as typed, with spaces and dashes, and nothing else', () => {
    expect(cardDigits('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4242-4242-4242-4242')).toBe('4242424242424242');
    expect(cardDigits('4242 4242 4242 424x')).toBeNull();
    expect(cardDigits('')).toBe('');
  });

  it('groups for display (4-6-5 for amex) and masks all but the last four', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(maskCardNumber('4242424242424242')).toBe('************4242');
    expect(maskCardNumber('378282246310005')).toBe('***********0005');
  });

  it.each([
    ['12/30', { month: 12, year: 2030 }],
    ['01/27', { month: 1, year: 2027 }],
    [' 05 / 29 ', { month: 5, year: 2029 }],
    ['13/30', null],
    ['00/30', null],
    ['1/30', null],
    ['12/2030', null],
    ['1230', null],
    ['', null],
  ])('parses the expiry %j as %j', (text, expected) => {
    expect(parseExpiry(text)).toEqual(expected);
  });

  it('accepts a good card and says what it is', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, TODAY)).toEqual({
      ok: true,
      card: { digits: '4242424242424242', type: 'visa', expMonth: 12, expYear: 2030 },
    });
    expect(checkCard({ number: SANDBOX_TEST_CARDS.amex, expiry: '11/26', cvc: '1234' }, TODAY)).toMatchObject({
      ok: true,
      card: { type: 'amex', expMonth: 11, expYear: 2026 },
    });
  });

  it.each([
    ['an empty number', { number: '' }, 'number', CARD_RULE_MESSAGES.numberRequired],
    ['a bad Luhn digit', { number: '4242424242424241' }, 'number', CARD_RULE_MESSAGES.numberInvalid],
    ['letters', { number: '4242abcd42424242' }, 'number', CARD_RULE_MESSAGES.numberInvalid],
    ['too few digits', { number: '42424242424' }, 'number', CARD_RULE_MESSAGES.numberInvalid],
    ['too many digits', { number: '42424242424242424242' }, 'number', CARD_RULE_MESSAGES.numberInvalid],
    ['a length the type does not have', { number: '42424242424242' }, 'number', CARD_RULE_MESSAGES.numberInvalid],
    ['an unsupported type', { number: '3530111333300000' }, 'number', CARD_RULE_MESSAGES.typeUnsupported],
    ['last month', { expiry: '10/26' }, 'expiry', CARD_RULE_MESSAGES.expiryPast],
    ['last year', { expiry: '12/25' }, 'expiry', CARD_RULE_MESSAGES.expiryPast],
    ['a malformed expiry', { expiry: '1226' }, 'expiry', CARD_RULE_MESSAGES.expiryInvalid],
    ['month 13', { expiry: '13/27' }, 'expiry', CARD_RULE_MESSAGES.expiryInvalid],
    ['an expiry 21 years out', { expiry: '12/47' }, 'expiry', CARD_RULE_MESSAGES.expiryTooFar],
    ['a short CVC', { cvc: '12' }, 'cvc', CARD_RULE_MESSAGES.cvcInvalid],
    ['a four-digit CVC on a visa', { cvc: '1234' }, 'cvc', CARD_RULE_MESSAGES.cvcInvalid],
    ['a three-digit CVC on an amex', { number: '378282246310005', cvc: '123' }, 'cvc', CARD_RULE_MESSAGES.cvcInvalid],
  ])('refuses %s', (_label, change, field, message) => {
    const result = checkCard({ number: '4242424242424242', expiry: '12/30', cvc: '123', ...change }, TODAY);
    expect(result).toEqual({ ok: false, errors: [{ field, message }] });
  });

  it('names every bad field at once', () => {
    const result = checkCard({ number: '1234', expiry: 'soon', cvc: '' }, TODAY);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map((error) => error.field)).toEqual(['number', 'expiry', 'cvc']);
  });
});
