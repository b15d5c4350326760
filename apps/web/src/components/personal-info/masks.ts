/** The specification's masks: Birthday mm/dd/yyyy, phones 999-999-9999 (IMask writes a digit as 0). */
export const BIRTHDAY_MASK = '00/00/0000';
export const PHONE_MASK = '000-000-0000';

/**
 * Autofill and paste bring numbers such as '+1 415-555-0100'; the country code does not fit the ten-digit
 * mask and would shift every digit, so a whole eleven-digit US number loses its leading 1.
 */
export function withoutUsCountryCode(chunk: string): string {
  const digits = chunk.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : chunk;
}

/** Some browsers autofill a birthday as YYYY-MM-DD; the mask wants month, day, year. */
export function fromIsoDate(chunk: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(chunk.trim());
  return iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : chunk;
}
