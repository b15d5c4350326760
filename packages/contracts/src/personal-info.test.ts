import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GENDER_OPTIONS,
  PERSONAL_INFO_MESSAGES,
  type PersonalInfo,
  ageOn,
  clubToday,
  isOldEnough,
  parseBirthday,
  personalInfoSchema,
  phoneDigits,
} from './personal-info';
import { US_STATE_CODES } from './us-states';

// Messages are written out rather than read from PERSONAL_INFO_MESSAGES: the specification's wording is what is tested.
const TODAY = { year: 2026, month: 5, day: 10 };

const valid: PersonalInfo = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  gender: 'Female',
  birthday: '12/10/1990',
  phone: '415-555-0100',
  address: '1 Market Street',
  city: 'San Francisco',
  state: 'CA',
  zipCode: '94105',
  emergencyContactName: 'Charles Babbage',
  emergencyContactPhone: '415-555-0199',
};

type Field = keyof PersonalInfo;

/** The messages for one field when only that field differs from a valid form. */
function messagesFor(field: Field, value: unknown, today = TODAY): string[] {
  const result = personalInfoSchema(today).safeParse({ ...valid, [field]: value });
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

function accepts(field: Field, value: string, today = TODAY): boolean {
  return personalInfoSchema(today).safeParse({ ...valid, [field]: value }).success;
}

describe('personal info messages', () => {
  it('words every message as the specification does, leading spaces included', () => {
    expect(PERSONAL_INFO_MESSAGES).toEqual({
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
    });
  });
});

describe('personalInfoSchema', () => {
  it('accepts a complete, valid form and returns it unchanged', () => {
    expect(personalInfoSchema(TODAY).parse(valid)).toEqual(valid);
  });

  const REQUIRED: [Field, string][] = [
    ['firstName', 'First Name is required'],
    ['lastName', 'Last Name is required'],
    ['gender', 'Gender is required'],
    ['birthday', 'Birthday is required'],
    ['phone', 'Phone number is required'],
    ['address', 'Address is required'],
    ['city', 'City is required'],
    ['state', 'State is required'],
    ['zipCode', 'Zip Code is required'],
    ['emergencyContactName', 'Emergency Contact Name is required'],
    ['emergencyContactPhone', 'Emergency Contact Phone is required'],
  ];

  describe('required fields', () => {
    it.each(REQUIRED)('an empty %s reads only %j', (field, message) => {
      expect(messagesFor(field, '')).toEqual([message]);
    });

    it.each(REQUIRED)('a missing or non-string %s reads %j', (field, message) => {
      expect(messagesFor(field, undefined)).toEqual([message]);
      expect(messagesFor(field, null)).toEqual([message]);
      expect(messagesFor(field, 42)).toEqual([message]);
    });

    it.each(REQUIRED.filter(([field]) => field !== 'gender' && field !== 'state'))(
      'a blank (spaces only) %s reads %j',
      (field, message) => {
        expect(messagesFor(field, '   ')).toEqual([message]);
      },
    );

    it('an empty form reports every required message, one per field', () => {
      const empty = Object.fromEntries(REQUIRED.map(([field]) => [field, '']));
      const result = personalInfoSchema(TODAY).safeParse(empty);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual(REQUIRED);
    });

    it('a request with no fields at all gets the same required messages', () => {
      const result = personalInfoSchema(TODAY).safeParse({});
      expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual(REQUIRED);
    });
  });

  const FORBIDDEN = [',', '|', '"', ':', '<', '>', '[', ']', '{', '}', '`', '\\', ';', '/'];
  const NAME_FIELDS: [Field, string][] = [
    ['firstName', 'Please enter a valid first name'],
    ['lastName', 'Please enter a valid last name'],
    ['emergencyContactName', 'Please enter a valid contact name'],
  ];

  describe('names', () => {
    describe.each(NAME_FIELDS)('%s', (field, message) => {
      it.each(FORBIDDEN)('refuses the character %s', (character) => {
        expect(messagesFor(field, `Ann${character}e`)).toEqual([message]);
        expect(messagesFor(field, `${character}Anne`)).toEqual([message]);
      });

      it.each(['123', '-', "'", '. .', '42 7'])('refuses %j: no letter', (value) => {
        expect(messagesFor(field, value)).toEqual([message]);
      });

      it.each(['Anne', "O'Brien", 'Mary-Jane', 'José', 'Zoë Saldaña', 'Li 李', 'J.R.', 'Henry VIII 2nd'])(
        'accepts %j',
        (value) => {
          expect(messagesFor(field, value)).toEqual([]);
        },
      );
    });
  });

  describe('gender', () => {
    it('offers Female, Male, Non-Binary and Prefer not to say, with the specification values', () => {
      expect(GENDER_OPTIONS).toEqual([
        { value: 'Female', label: 'Female' },
        { value: 'Male', label: 'Male' },
        { value: 'Other', label: 'Non-Binary' },
        { value: 'Unspecified', label: 'Prefer not to say' },
      ]);
    });

    it.each(['Female', 'Male', 'Other', 'Unspecified'])('accepts the value %s', (value) => {
      expect(accepts('gender', value)).toBe(true);
    });

    it.each(['Non-Binary', 'Prefer not to say', 'female', 'X'])('refuses %j (not an option value)', (value) => {
      expect(messagesFor('gender', value)).toEqual(['Gender is required']);
    });
  });

  describe('birthday', () => {
    it.each([
      ['month 00', '00/10/1990'],
      ['month 13', '13/10/1990'],
      ['day 00', '01/00/1990'],
      ['day 32', '01/32/1990'],
      ['02/30, a day February never has', '02/30/1990'],
      ['04/31, a day April does not have', '04/31/1990'],
      ['02/29 of 1900, not a leap year', '02/29/1900'],
      ['02/29 of 2023, not a leap year', '02/29/2023'],
      ['year 1899', '12/31/1899'],
      ['next year', '01/01/2027'],
    ])('refuses %s with Invalid Date', (_case, value) => {
      expect(messagesFor('birthday', value)).toEqual(['Invalid Date']);
    });

    it.each([
      ['year 1900', '01/01/1900'],
      ['the current year', '01/01/2026'],
      ['the last day of the current year', '12/31/2026'],
      ['02/29 of a leap year', '02/29/2000'],
      ['month 12 day 31', '12/31/1999'],
      ['month 01 day 01', '01/01/1999'],
    ])('accepts %s', (_case, value) => {
      expect(messagesFor('birthday', value)).toEqual([]);
    });

    it.each([
      '1/1/1990',
      '01-01-1990',
      '01/01/90',
      '1990/01/01',
      '01/01/19900',
      'abc',
      '__/__/____',
      '01/01/1990x',
      '0a/01/1990',
    ])('refuses the malformed %j with Invalid Date', (value) => {
      expect(messagesFor('birthday', value)).toEqual(['Invalid Date']);
    });

    it('takes the current year from the day it is given', () => {
      expect(accepts('birthday', '01/01/2027', { year: 2027, month: 1, day: 1 })).toBe(true);
      expect(accepts('birthday', '01/01/2027', { year: 2026, month: 12, day: 31 })).toBe(false);
    });
  });

  const PHONE_FIELDS: [Field, { required: string; leadingZero: string; tooShort: string }][] = [
    [
      'phone',
      {
        required: 'Phone number is required',
        leadingZero: ' Phone number should not start with zero',
        tooShort: 'Phone must contain at least 10 Numbers',
      },
    ],
    [
      'emergencyContactPhone',
      {
        required: 'Emergency Contact Phone is required',
        leadingZero: ' Emergency contact number should not start with zero',
        tooShort: 'Contact Phone must contain at least 10 Numbers',
      },
    ],
  ];

  describe.each(PHONE_FIELDS)('%s', (field, { required, leadingZero, tooShort }) => {
    it('refuses 9 digits', () => {
      expect(messagesFor(field, '415-555-010')).toEqual([tooShort]);
      expect(messagesFor(field, '415555010')).toEqual([tooShort]);
    });

    it.each(['415-555-0100', '4155550100', '(415) 555-0100', '415_555_0100', '415 555 0100', '(415)-555_0100'])(
      'accepts 10 digits written as %j',
      (value) => {
        expect(messagesFor(field, value)).toEqual([]);
      },
    );

    it('accepts more than 10 digits (at least 10)', () => {
      expect(messagesFor(field, '41555501001')).toEqual([]);
    });

    it('refuses a leading zero, with its leading space kept', () => {
      expect(messagesFor(field, '015-555-0100')).toEqual([leadingZero]);
      expect(messagesFor(field, '(015) 555-0100')).toEqual([leadingZero]);
      expect(messagesFor(field, ' 015 555 0100')).toEqual([leadingZero]);
    });

    it('reports a leading zero before a short number', () => {
      expect(messagesFor(field, '015-555-010')).toEqual([leadingZero, tooShort]);
    });

    it.each(['415-555-01OO', '+1 415 555 0100', '415.555.0100'])(
      'refuses %j: not only digits and separators',
      (value) => {
        expect(messagesFor(field, value)).toEqual([tooShort]);
      },
    );

    it('treats separators alone as empty', () => {
      expect(messagesFor(field, '___-___-____')).toEqual([required]);
      expect(messagesFor(field, '() -')).toEqual([required]);
    });
  });

  it('removes dashes, parentheses, underscores and spaces from phone numbers', () => {
    expect(phoneDigits('(415) 555-0100')).toBe('4155550100');
    expect(phoneDigits('415_555_0100')).toBe('4155550100');
    expect(phoneDigits('415-555-0100')).toBe('4155550100');
    expect(phoneDigits(' 415 555 0100 ')).toBe('4155550100');
    expect(phoneDigits('415.555.0100')).toBe('415.555.0100');
  });

  describe('address', () => {
    it.each(FORBIDDEN)('refuses the character %s', (character) => {
      expect(messagesFor('address', `1 Market${character} Street`)).toEqual(['Please enter a valid address']);
    });

    it.each(['...', '-', '#', "'-.", '  .  '])('refuses %j: only punctuation', (value) => {
      expect(messagesFor('address', value)).toEqual(['Please enter a valid address']);
    });

    it.each(['1 Market Street', '123', 'Main', "O'Farrell St. #5", 'Apt. 4-B'])('accepts %j', (value) => {
      expect(messagesFor('address', value)).toEqual([]);
    });
  });

  describe('city', () => {
    it.each(['12345', '...', '94105-'])('refuses %j: no letter', (value) => {
      expect(messagesFor('city', value)).toEqual(['Please enter a valid city']);
    });

    it.each(['San Francisco', 'Winston-Salem', "Coeur d'Alene", 'St. Louis', 'Twentynine Palms 2'])(
      'accepts %j',
      (value) => {
        expect(messagesFor('city', value)).toEqual([]);
      },
    );
  });

  describe('state', () => {
    it('accepts the 50 states and DC by their two-letter codes', () => {
      expect(US_STATE_CODES).toHaveLength(51);
      expect(US_STATE_CODES).toContain('DC');
      for (const code of US_STATE_CODES) expect(accepts('state', code)).toBe(true);
    });

    it.each(['California', 'ca', 'XX', 'PR'])('refuses %j with State is required', (value) => {
      expect(messagesFor('state', value)).toEqual(['State is required']);
    });
  });

  describe('zip code', () => {
    it('accepts exactly 5 digits', () => {
      expect(messagesFor('zipCode', '94105')).toEqual([]);
      expect(messagesFor('zipCode', '00501')).toEqual([]);
    });

    it.each([
      ['4 digits', '9410'],
      ['6 digits', '941050'],
      ['letters', 'ABCDE'],
      ['a letter among digits', '9410A'],
      ['ZIP+4', '94105-1234'],
      ['a space inside', '941 05'],
    ])('refuses %s', (_case, value) => {
      expect(messagesFor('zipCode', value)).toEqual(['Please enter a valid zipcode']);
    });
  });
});

describe('parseBirthday', () => {
  it('reads MM/DD/YYYY into a calendar date', () => {
    expect(parseBirthday('07/04/1976', 2026)).toEqual({ year: 1976, month: 7, day: 4 });
    expect(parseBirthday(' 07/04/1976 ', 2026)).toEqual({ year: 1976, month: 7, day: 4 });
  });

  it('is null for dates the schema calls Invalid Date', () => {
    expect(parseBirthday('02/30/1990', 2026)).toBeNull();
    expect(parseBirthday('01/01/1899', 2026)).toBeNull();
    expect(parseBirthday('01/01/2027', 2026)).toBeNull();
    expect(parseBirthday('7/4/1976', 2026)).toBeNull();
  });
});

describe('ageOn', () => {
  const birth = { year: 2000, month: 6, day: 15 };

  it('counts a year on the birthday itself, not the day before', () => {
    expect(ageOn(birth, { year: 2018, month: 6, day: 15 })).toBe(18);
    expect(ageOn(birth, { year: 2018, month: 6, day: 14 })).toBe(17);
    expect(ageOn(birth, { year: 2018, month: 5, day: 31 })).toBe(17);
    expect(ageOn(birth, { year: 2018, month: 7, day: 1 })).toBe(18);
  });

  it('is 0 on the day of birth', () => {
    expect(ageOn(birth, birth)).toBe(0);
  });

  it('turns a 29 February birthday over on 1 March in common years and on 29 February in leap years', () => {
    const leapling = { year: 2008, month: 2, day: 29 };
    expect(ageOn(leapling, { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(ageOn(leapling, { year: 2026, month: 3, day: 1 })).toBe(18);
    expect(ageOn(leapling, { year: 2028, month: 2, day: 28 })).toBe(19);
    expect(ageOn(leapling, { year: 2028, month: 2, day: 29 })).toBe(20);
  });
});

describe('isOldEnough', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is true for someone who turns 18 today', () => {
    expect(isOldEnough('05/10/2008', TODAY)).toBe(true);
  });

  it('is false for someone who turns 18 tomorrow', () => {
    expect(isOldEnough('05/11/2008', TODAY)).toBe(false);
  });

  it('is true for someone who turned 18 yesterday, and for older people', () => {
    expect(isOldEnough('05/09/2008', TODAY)).toBe(true);
    expect(isOldEnough('01/01/1900', TODAY)).toBe(true);
  });

  it('is false for a child and for a birthday later this year', () => {
    expect(isOldEnough('01/01/2016', TODAY)).toBe(false);
    expect(isOldEnough('12/31/2026', TODAY)).toBe(false);
  });

  it('is false for a date it cannot read', () => {
    expect(isOldEnough('', TODAY)).toBe(false);
    expect(isOldEnough('02/30/1990', TODAY)).toBe(false);
    expect(isOldEnough('1990-01-01', TODAY)).toBe(false);
  });

  it('handles a 29 February birthday: 18 on 1 March, since 18 years after a leap year is a common year', () => {
    expect(isOldEnough('02/29/2008', { year: 2026, month: 2, day: 28 })).toBe(false);
    expect(isOldEnough('02/29/2008', { year: 2026, month: 3, day: 1 })).toBe(true);
    expect(isOldEnough('02/29/2012', { year: 2030, month: 2, day: 28 })).toBe(false);
    expect(isOldEnough('02/29/2012', { year: 2030, month: 3, day: 1 })).toBe(true);
  });

  it('handles 29 February as today: 28 February birthdays are past, 1 March ones are not', () => {
    const leapDay = { year: 2028, month: 2, day: 29 };
    expect(isOldEnough('02/28/2010', leapDay)).toBe(true);
    expect(isOldEnough('03/01/2010', leapDay)).toBe(false);
    expect(isOldEnough('02/29/2000', leapDay)).toBe(true);
  });

  it("counts by the clubs' day, not UTC's, when no day is given", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 2026-05-11T06:00Z is still 10 May, 23:00, in San Francisco.
    vi.setSystemTime(new Date('2026-05-11T06:00:00Z'));
    expect(isOldEnough('05/11/2008')).toBe(false);
    expect(isOldEnough('05/10/2008')).toBe(true);
    vi.setSystemTime(new Date('2026-05-11T07:00:00Z'));
    expect(isOldEnough('05/11/2008')).toBe(true);
  });
});

describe('clubToday', () => {
  it.each([
    ['2026-11-23T05:00:00Z', { year: 2026, month: 11, day: 22 }],
    ['2026-11-23T07:59:59Z', { year: 2026, month: 11, day: 22 }],
    ['2026-11-23T08:00:00Z', { year: 2026, month: 11, day: 23 }],
    ['2026-11-23T00:00:00Z', { year: 2026, month: 11, day: 22 }],
    ['2026-07-01T06:59:59Z', { year: 2026, month: 6, day: 30 }],
    ['2026-07-01T07:00:00Z', { year: 2026, month: 7, day: 1 }],
    ['2027-01-01T07:59:59Z', { year: 2026, month: 12, day: 31 }],
    ['2027-01-01T08:00:00Z', { year: 2027, month: 1, day: 1 }],
  ])('at %s it is %j in America/Los_Angeles', (instant, expected) => {
    expect(clubToday(new Date(instant))).toEqual(expected);
  });

  it('makes the schema refuse next year while it is still New Year’s Eve at the clubs', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-01T05:00:00Z'));
    try {
      const result = personalInfoSchema().safeParse({ ...valid, birthday: '01/01/2027' });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Invalid Date']);
    } finally {
      vi.useRealTimers();
    }
  });
});
