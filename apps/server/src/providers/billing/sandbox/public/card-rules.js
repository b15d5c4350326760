// The sandbox provider's card rules, in plain JavaScript with no imports: the hosted card page loads this file
// as it is, and the sandbox server imports the same file (types in card-rules.d.ts), so the page and the
// server never disagree about what a valid card is.

export const CARD_RULE_MESSAGES = {
  numberRequired: 'Enter your card number.',
  numberInvalid: 'Your card number is invalid.',
  typeUnsupported: 'This card type is not supported.',
  expiryInvalid: 'Enter the expiration date as MM/YY.',
  expiryPast: "Your card's expiration date is in the past.",
  expiryTooFar: "Your card's expiration year is invalid.",
  cvcInvalid: "Your card's security code is invalid.",
};

export const CARD_TYPE_LABELS = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

const VALID_LENGTHS = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  discover: [16, 17, 18, 19],
};

/** The digits of a card number as typed, allowing spaces and dashes between them; null for anything else. */
export function cardDigits(value) {
  const compact = String(value).replace(/[\s-]/g, '');
  return /^\d*$/.test(compact) ? compact : null;
}

function prefixBetween(digits, length, low, high) {
  if (digits.length < length) return false;
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
}

/** The card type from the leading digits: visa, mastercard, amex, discover, or null. */
export function cardType(digits) {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (prefixBetween(digits, 2, 51, 55) || prefixBetween(digits, 4, 2221, 2720)) return 'mastercard';
  if (
    /^6011/.test(digits) ||
    /^65/.test(digits) ||
    prefixBetween(digits, 3, 644, 649) ||
    prefixBetween(digits, 6, 622126, 622925)
  ) {
    return 'discover';
  }
  return null;
}

/** The Luhn (mod 10) check digit test. */
export function luhnValid(digits) {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** 'MM/YY' (spaces allowed around the slash) as { month, year } with a four-digit year; null when malformed. */
export function parseExpiry(value) {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(String(value));
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** The number grouped for display: 4-6-5 for amex, groups of four otherwise. */
export function formatCardNumber(digits) {
  if (cardType(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return (digits.match(/.{1,4}/g) ?? []).join(' ');
}

/** One '*' per hidden digit, then the last four. */
export function maskCardNumber(digits) {
  return '*'.repeat(Math.max(digits.length - 4, 0)) + digits.slice(-4);
}

/**
 * Checks a card as typed. `today` is { year, month } (month 1-12): a card is good through the end of its
 * expiry month. Answers { ok: true, card } or { ok: false, errors: [{ field, message }] } with at most
 * one error per field (number, expiry, cvc).
 */
export function checkCard(input, today) {
  const errors = [];
  const digits = cardDigits(input.number ?? '');
  const type = digits ? cardType(digits) : null;
  if (digits === '') {
    errors.push({ field: 'number', message: CARD_RULE_MESSAGES.numberRequired });
  } else if (digits === null || digits.length < 12 || digits.length > 19) {
    errors.push({ field: 'number', message: CARD_RULE_MESSAGES.numberInvalid });
  } else if (type === null) {
    errors.push({ field: 'number', message: CARD_RULE_MESSAGES.typeUnsupported });
  } else if (!VALID_LENGTHS[type].includes(digits.length) || !luhnValid(digits)) {
    errors.push({ field: 'number', message: CARD_RULE_MESSAGES.numberInvalid });
  }

  const expiry = parseExpiry(input.expiry ?? '');
  if (!expiry) {
    errors.push({ field: 'expiry', message: CARD_RULE_MESSAGES.expiryInvalid });
  } else if (expiry.year * 12 + expiry.month < today.year * 12 + today.month) {
    errors.push({ field: 'expiry', message: CARD_RULE_MESSAGES.expiryPast });
  } else if (expiry.year > today.year + 20) {
    errors.push({ field: 'expiry', message: CARD_RULE_MESSAGES.expiryTooFar });
  }

  const cvc = String(input.cvc ?? '').trim();
  const cvcPattern = type === 'amex' ? /^\d{4}$/ : type === null ? /^\d{3,4}$/ : /^\d{3}$/;
  if (!cvcPattern.test(cvc)) errors.push({ field: 'cvc', message: CARD_RULE_MESSAGES.cvcInvalid });

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, card: { digits, type, expMonth: expiry.month, expYear: expiry.year } };
}
