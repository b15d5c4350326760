import { clubTodayIso } from './club-days';
import * as z from 'zod/mini';
import { US_STATE_CODES } from './us-states';

/**
 * The personal-info step's rules ("Personal info (current schema)" in the sign-up document), used by the
 * form and by the server. Messages are product copy: their odd spacing and capitals are deliberate.
 */
export const PERSONAL_INFO_MESSAGES = {
  firstNameRequired: 'First Name is required',
  firstNameInvalid: 'Please enter a valid first name',
  lastNameRequired: 'Last Name is required',
  lastNameInvalid: 'Please enter a valid last name',
  genderRequired: 'Gender is required',
  birthdayRequired: 'Birthday is required',
  invalidDate: 'Invalid Date',
  phoneRequired: 'Phone number is required',
  phoneLeadingZero: ' Phone number should not start with zero',
  phoneTooShort: 'Phone must contain at least 10 Numbers',
  addressRequired: 'Address is required',
  addressInvalid: 'Please enter a valid address',
  cityRequired: 'City is required',
  cityInvalid: 'Please enter a valid city',
  stateRequired: 'State is required',
  zipRequired: 'Zip Code is required',
  zipInvalid: 'Please enter a valid zipcode',
  contactNameRequired: 'Emergency Contact Name is required',
  contactNameInvalid: 'Please enter a valid contact name',
  contactPhoneRequired: 'Emergency Contact Phone is required',
  contactPhoneLeadingZero: ' Emergency contact number should not start with zero',
  contactPhoneTooShort: 'Contact Phone must contain at least 10 Numbers',
  under18: 'You must be 18 years or older to become a member.',
} as const;

export const GENDER_OPTIONS = [
  { value: 'Female', label: 'Female' },
  { value: 'Male', label: 'Male' },
  { value: 'Other', label: 'Non-Binary' },
  { value: 'Unspecified', label: 'Prefer not to say' },
] as const;
export type Gender = (typeof GENDER_OPTIONS)[number]['value'];

export const MINIMUM_AGE = 18;
export const MINIMUM_BIRTH_YEAR = 1900;
export const MINIMUM_PHONE_DIGITS = 10;
/**
 * The longest values the join's payload takes (join.ts), so that the profile cannot store what a join refuses;
 * the names also travel in every member token. Longer text gets the field's "valid" message.
 */
export const PERSONAL_INFO_MAX_LENGTHS = { name: 80, address: 200, city: 100, contactName: 120, phoneDigits: 15 };
/** Ours, worded like the specification's at-least messages (it sets no upper bound on phone numbers). */
export const PHONE_TOO_LONG_MESSAGES = {
  phone: 'Phone must contain at most 15 Numbers',
  contactPhone: 'Contact Phone must contain at most 15 Numbers',
} as const;

const FORBIDDEN_CHARACTERS = /[,|":<>[\]{}`\\;/]/;
const HAS_LETTER = /\p{L}/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Phone digits with the separators the masks and people type (dash, parentheses, underscore, space) removed. */
export function phoneDigits(value: string): string {
  return value.replace(/[-()_\s]/g, '');
}

const present = (value: string) => value.trim().length > 0;

const atMost = (max: number) => (value: string) => value.trim().length <= max;

function nameField(required: string, invalid: string, max: number) {
  return z.string(required).check(
    z.refine(present, required),
    z.refine((value) => !present(value) || (HAS_LETTER.test(value) && !FORBIDDEN_CHARACTERS.test(value)), invalid),
    z.refine(atMost(max), invalid),
  );
}

function phoneField(required: string, leadingZero: string, tooShort: string, tooLong: string) {
  return z.string(required).check(
    z.refine((value) => phoneDigits(value).length > 0, required),
    z.refine((value) => !phoneDigits(value).startsWith('0'), leadingZero),
    z.refine((value) => {
      const digits = phoneDigits(value);
      return digits.length === 0 || (/^\d+$/.test(digits) && digits.length >= MINIMUM_PHONE_DIGITS);
    }, tooShort),
    z.refine((value) => phoneDigits(value).length <= PERSONAL_INFO_MAX_LENGTHS.phoneDigits, tooLong),
  );
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Reads MM/DD/YYYY; null unless it is a real date from 1900 to the given year. */
export function parseBirthday(value: string, currentYear: number): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (year < MINIMUM_BIRTH_YEAR || year > currentYear) return null;
  // Day 1 to 31 is the specification's rule; a date the calendar does not have (02/30) is refused too.
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1) return null;
  return { year, month, day };
}

/** Whole years between a birth date and a day, counting a birthday on that day. */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  const hadBirthday = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (hadBirthday ? 0 : 1);
}

/** Today in the clubs' time zone (decisions.md item 5). */
export function clubToday(now: Date = new Date()): CalendarDate {
  const [year, month, day] = clubTodayIso(now).split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** YYYY-MM-DD */
export function toIsoDate(date: CalendarDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

export function isOldEnough(birthday: string, today: CalendarDate = clubToday()): boolean {
  const birth = parseBirthday(birthday, today.year);
  return birth !== null && ageOn(birth, today) >= MINIMUM_AGE;
}

/**
 * The form's fields; the age check is separate because it opens a modal rather than marking a field.
 * A field that is missing or not a string (a request the form did not make) gets its 'is required' text too.
 */
export function personalInfoSchema(today: CalendarDate = clubToday()) {
  return z.object({
    firstName: nameField(
      PERSONAL_INFO_MESSAGES.firstNameRequired,
      PERSONAL_INFO_MESSAGES.firstNameInvalid,
      PERSONAL_INFO_MAX_LENGTHS.name,
    ),
    lastName: nameField(
      PERSONAL_INFO_MESSAGES.lastNameRequired,
      PERSONAL_INFO_MESSAGES.lastNameInvalid,
      PERSONAL_INFO_MAX_LENGTHS.name,
    ),
    gender: z
      .string(PERSONAL_INFO_MESSAGES.genderRequired)
      .check(
        z.refine(
          (value) => GENDER_OPTIONS.some((option) => option.value === value),
          PERSONAL_INFO_MESSAGES.genderRequired,
        ),
      ),
    birthday: z.string(PERSONAL_INFO_MESSAGES.birthdayRequired).check(
      z.refine(present, PERSONAL_INFO_MESSAGES.birthdayRequired),
      z.refine(
        (value) => !present(value) || parseBirthday(value, today.year) !== null,
        PERSONAL_INFO_MESSAGES.invalidDate,
      ),
    ),
    phone: phoneField(
      PERSONAL_INFO_MESSAGES.phoneRequired,
      PERSONAL_INFO_MESSAGES.phoneLeadingZero,
      PERSONAL_INFO_MESSAGES.phoneTooShort,
      PHONE_TOO_LONG_MESSAGES.phone,
    ),
    address: z.string(PERSONAL_INFO_MESSAGES.addressRequired).check(
      z.refine(present, PERSONAL_INFO_MESSAGES.addressRequired),
      z.refine(
        (value) => !present(value) || (HAS_LETTER_OR_DIGIT.test(value) && !FORBIDDEN_CHARACTERS.test(value)),
        PERSONAL_INFO_MESSAGES.addressInvalid,
      ),
      z.refine(atMost(PERSONAL_INFO_MAX_LENGTHS.address), PERSONAL_INFO_MESSAGES.addressInvalid),
    ),
    city: z.string(PERSONAL_INFO_MESSAGES.cityRequired).check(
      z.refine(present, PERSONAL_INFO_MESSAGES.cityRequired),
      z.refine((value) => !present(value) || HAS_LETTER.test(value), PERSONAL_INFO_MESSAGES.cityInvalid),
      z.refine(atMost(PERSONAL_INFO_MAX_LENGTHS.city), PERSONAL_INFO_MESSAGES.cityInvalid),
    ),
    state: z
      .string(PERSONAL_INFO_MESSAGES.stateRequired)
      .check(z.refine((value) => US_STATE_CODES.includes(value), PERSONAL_INFO_MESSAGES.stateRequired)),
    zipCode: z.string(PERSONAL_INFO_MESSAGES.zipRequired).check(
      z.refine(present, PERSONAL_INFO_MESSAGES.zipRequired),
      z.refine((value) => !present(value) || /^\d{5}$/.test(value.trim()), PERSONAL_INFO_MESSAGES.zipInvalid),
    ),
    emergencyContactName: nameField(
      PERSONAL_INFO_MESSAGES.contactNameRequired,
      PERSONAL_INFO_MESSAGES.contactNameInvalid,
      PERSONAL_INFO_MAX_LENGTHS.contactName,
    ),
    emergencyContactPhone: phoneField(
      PERSONAL_INFO_MESSAGES.contactPhoneRequired,
      PERSONAL_INFO_MESSAGES.contactPhoneLeadingZero,
      PERSONAL_INFO_MESSAGES.contactPhoneTooShort,
      PHONE_TOO_LONG_MESSAGES.contactPhone,
    ),
  });
}

export type PersonalInfo = z.infer<ReturnType<typeof personalInfoSchema>>;
