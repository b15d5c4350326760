import { describe, expect, it } from 'vitest';
import type { FrameCard } from '@gym/contracts/billing';
import type { Club } from '@gym/contracts/clubs';
import { FORMER_MEMBER_PLACEHOLDER_EMAIL, existingUserPayloadSchema, newUserPayloadSchema } from '@gym/contracts/join';
import type { PersonalInfo } from '@gym/contracts/personal-info';
import type { Plan } from '@gym/contracts/plans';
import type { ReferralPerson } from '@gym/contracts/referral';
import {
  IncompleteJoinError,
  type JoinPayloadSource,
  buildJoinPayload,
  isoDateOfBirth,
  phoneNumber,
} from './build-join-payload';

const club: Club = {
  clubautomationclubidC: '101',
  name: 'Bay Fit Marin',
  displayName: 'Marin',
  streetC: '1 Main Street',
  cityC: 'San Rafael',
  miles: null,
  totalCapacity: 100,
  olsBgMobile: '/m.svg',
  olsBgDesktop: '/d.svg',
};
const plan: Plan = {
  id: 'marin-monthly',
  name: 'Marin Month to Month',
  itemName: 'Marin Monthly Membership',
  price: 88.99,
  description: '',
  locationIds: ['101'],
};
const personalInfo: PersonalInfo = {
  firstName: ' Pat ',
  lastName: 'Doe',
  gender: 'Other',
  birthday: '04/02/1990',
  phone: '415-555-0134',
  address: '1 Main Street ',
  city: 'San Rafael',
  state: 'NV',
  zipCode: '94901',
  emergencyContactName: 'Sam Doe',
  emergencyContactPhone: '(510) 555-0199',
};
const card: FrameCard = {
  cc_number: '************4242',
  expiration_year: '2031',
  expiration_month: '07',
  cardConnect_expiry: '0731',
  cc_merchant_unique_id: 'tok_sandbox_0123456789',
  expiration_date: '07/31',
  i4go_cardtype: 'visa',
  billingName: 'P. Doe',
};
const referral: ReferralPerson = {
  name: 'Alex Rivera',
  plan: null,
  clubSfId: null,
  caID: '100001',
  referralId: '6f1c2a9e-8f0e-4a8e-9b7a-1c2d3e4f5a6b',
  olsEeferralPopupHeader: 'A friend invited you!',
  olsReferralPopupText: '<p>Hi</p>',
};

const newPerson: JoinPayloadSource = {
  club,
  plan,
  email: 'pat@example.com',
  existence: { status: 404, data: null, eligible: true },
  personalInfo,
  card,
  referral: null,
  trackingSession: null,
};
const formerMember: JoinPayloadSource = {
  ...newPerson,
  email: 'casey@example.com',
  existence: { status: 200, data: '100004', eligible: true },
};

/** Every field both payloads share, for this state (no referral, no tracking session). */
const commonFields = {
  gender: 'Other',
  firstName: 'Pat',
  lastName: 'Doe',
  dateOfBirth: '1990-04-02',
  contactAddressLine1: '1 Main Street',
  contactCity: 'San Rafael',
  contactState: 'NV',
  contactZip: '94901',
  emergencyContactName: 'Sam Doe',
  emergencyContactPhone: 5105550199,
  homeClubId: 101,
  membershipId: 'marin-monthly',
  paymentMethod: 'credit card',
  eftAuthAccept: true,
  billingAddressLine1: '1 Main Street',
  billingCity: 'San Rafael',
  billingState: 'NV',
  billingZip: '94901',
  billingName: 'P. Doe',
  termsAccept: true,
  waiverReleaseAccept: true,
  i4goUniqueId: 'tok_sandbox_0123456789',
  maskedCardNumber: '************4242',
  cardExpirationMonth: 7,
  cardExpirationYear: 2031,
  i4goCardType: 'visa',
  referredByCaId: null,
  referredByName: null,
  hubspotreferralbyid: null,
  trackingSession: null,
};

describe('buildJoinPayload for a new person (e-mail lookup 404)', () => {
  it('gives exactly the new-user fields, with the typed e-mail, the phone as a number and "First Last" as signature', () => {
    const built = buildJoinPayload(newPerson, { onlyPreview: true });
    expect(built).toEqual({
      kind: 'new',
      payload: {
        ...commonFields,
        onlyPreview: true,
        email: 'pat@example.com',
        phoneNumber: 4155550134,
        signature: 'Pat Doe',
      },
    });
    expect(built.payload).not.toHaveProperty('memberPortalPassword');
    expect(built.payload).not.toHaveProperty('caID');
    expect(built.payload).not.toHaveProperty('cellPhone');
  });

  it('passes the contract the server checks it with', () => {
    const { payload } = buildJoinPayload(newPerson, { onlyPreview: false });
    expect(payload.onlyPreview).toBe(false);
    expect(newUserPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('carries the referral and the tracking session', () => {
    const { payload } = buildJoinPayload(
      { ...newPerson, referral, trackingSession: 'track-123' },
      { onlyPreview: true },
    );
    expect(payload).toMatchObject({
      referredByCaId: '100001',
      referredByName: 'Alex Rivera',
      hubspotreferralbyid: referral.referralId,
      trackingSession: 'track-123',
    });
    expect(newUserPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("uses the person's own state; the CA default is the former member's rule", () => {
    const { payload } = buildJoinPayload(newPerson, { onlyPreview: true });
    expect(payload.contactState).toBe('NV');
    expect(payload.billingState).toBe('NV');
  });
});

describe('buildJoinPayload for a former member (e-mail lookup 200)', () => {
  it('gives caID, cellPhone, the placeholder e-mail and the name on the card as signature', () => {
    const built = buildJoinPayload(formerMember, { onlyPreview: true });
    expect(built).toEqual({
      kind: 'existing',
      payload: {
        ...commonFields,
        onlyPreview: true,
        caID: '100004',
        cellPhone: 4155550134,
        email: FORMER_MEMBER_PLACEHOLDER_EMAIL,
        signature: 'P. Doe',
      },
    });
    expect(built.payload).not.toHaveProperty('phoneNumber');
    expect(built.payload).not.toHaveProperty('memberPortalPassword');
    expect(existingUserPayloadSchema.parse(built.payload)).toEqual(built.payload);
  });

  it('defaults an empty state to CA, for the contact and the billing address', () => {
    const source = { ...formerMember, personalInfo: { ...personalInfo, state: '' } };
    const { payload } = buildJoinPayload(source, { onlyPreview: false });
    expect(payload.contactState).toBe('CA');
    expect(payload.billingState).toBe('CA');
    expect(existingUserPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('needs the member number from the lookup', () => {
    const source: JoinPayloadSource = { ...formerMember, existence: { status: 200, data: null, eligible: true } };
    expect(() => buildJoinPayload(source, { onlyPreview: true })).toThrow(IncompleteJoinError);
  });
});

describe('buildJoinPayload with answers missing', () => {
  it.each(['club', 'plan', 'existence', 'personalInfo', 'card'] as const)('refuses a state without %s', (key) => {
    expect(() => buildJoinPayload({ ...newPerson, [key]: null }, { onlyPreview: true })).toThrow(IncompleteJoinError);
  });

  it('refuses a new person without an e-mail, but not a former member (the placeholder stands in)', () => {
    expect(() => buildJoinPayload({ ...newPerson, email: null }, { onlyPreview: true })).toThrow(
      /missing an e-mail address/,
    );
    expect(buildJoinPayload({ ...formerMember, email: null }, { onlyPreview: true }).kind).toBe('existing');
  });

  it('refuses a club id that is not a number', () => {
    const source = { ...newPerson, club: { ...club, clubautomationclubidC: 'abc' } };
    expect(() => buildJoinPayload(source, { onlyPreview: true })).toThrow(/numeric club id/);
  });
});

describe('field conversions', () => {
  it('turns MM/DD/YYYY into YYYY-MM-DD', () => {
    expect(isoDateOfBirth('12/31/1999')).toBe('1999-12-31');
    expect(isoDateOfBirth('01/02/2003')).toBe('2003-01-02');
    expect(() => isoDateOfBirth('1999-12-31')).toThrow(IncompleteJoinError);
  });

  it('turns a masked phone into a number of its digits', () => {
    expect(phoneNumber('415-555-0134')).toBe(4155550134);
    expect(phoneNumber('(415) 555_0134')).toBe(4155550134);
    expect(() => phoneNumber('415-CALL-NOW')).toThrow(IncompleteJoinError);
  });

  it('does not change the state it is given', () => {
    const frozen = structuredClone(newPerson);
    buildJoinPayload(newPerson, { onlyPreview: true });
    expect(newPerson).toEqual(frozen);
  });
});
