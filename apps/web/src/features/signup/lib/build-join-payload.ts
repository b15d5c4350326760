import { type ExistingUserPayload, FORMER_MEMBER_PLACEHOLDER_EMAIL, type NewUserPayload } from '@gym/contracts/join';
import { phoneDigits } from '@gym/contracts/personal-info';
import type { WizardState } from '../wizard/wizard-state';

/** What the payloads are made of: the wizard's answers up to the card. */
export type JoinPayloadSource = Pick<
  WizardState,
  'club' | 'plan' | 'email' | 'existence' | 'personalInfo' | 'card' | 'referral' | 'trackingSession'
>;

/**
 * A new person's payload (create-user) or a former member's (update-user); the payment preview takes either.
 * Tagged, so that a caller picks the matching call without looking at the fields.
 */
export type JoinPayload = { kind: 'new'; payload: NewUserPayload } | { kind: 'existing'; payload: ExistingUserPayload };

/** The state the specification gives a former member whose address has none. */
export const DEFAULT_STATE = 'CA';

/** The wizard reached the payment calls without an answer they need: a bug or a tampered sessionStorage. */
export class IncompleteJoinError extends Error {
  constructor(readonly missing: string) {
    super(`The sign-up is missing ${missing}`);
    this.name = 'IncompleteJoinError';
  }
}

function required<T>(value: T | null | undefined, name: string): T {
  if (value === null || value === undefined) throw new IncompleteJoinError(name);
  return value;
}

/** MM/DD/YYYY (the form's mask) -> YYYY-MM-DD. */
export function isoDateOfBirth(birthday: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(birthday.trim());
  if (!match) throw new IncompleteJoinError('a birthday as MM/DD/YYYY');
  return `${match[3]}-${match[1]}-${match[2]}`;
}

/** '415-555-0134' -> 4155550134: the specification sends phone numbers as numbers of digits. */
export function phoneNumber(phone: string): number {
  const digits = phoneDigits(phone);
  if (!/^\d+$/.test(digits)) throw new IncompleteJoinError('a phone number');
  return Number(digits);
}

/**
 * The payload of the payment preview (onlyPreview true), create-user and update-user, built from the wizard's
 * state as the sign-up document lists it. Pure: the same state gives the same payload.
 */
export function buildJoinPayload(source: JoinPayloadSource, { onlyPreview }: { onlyPreview: boolean }): JoinPayload {
  const club = required(source.club, 'a club');
  const plan = required(source.plan, 'a plan');
  const existence = required(source.existence, 'the e-mail lookup');
  const info = required(source.personalInfo, 'the personal info');
  const card = required(source.card, 'a card');
  const homeClubId = Number(club.clubautomationclubidC);
  if (!Number.isSafeInteger(homeClubId)) throw new IncompleteJoinError('a numeric club id');

  const former = existence.status === 200;
  // A former member's record may lack a state; the specification defaults it to California.
  const state = former ? info.state.trim() || DEFAULT_STATE : info.state;
  const address = info.address.trim();
  const city = info.city.trim();
  const firstName = info.firstName.trim();
  const lastName = info.lastName.trim();

  const common = {
    onlyPreview,
    gender: info.gender,
    firstName,
    lastName,
    dateOfBirth: isoDateOfBirth(info.birthday),
    contactAddressLine1: address,
    contactCity: city,
    contactState: state,
    contactZip: info.zipCode.trim(),
    emergencyContactName: info.emergencyContactName.trim(),
    emergencyContactPhone: phoneNumber(info.emergencyContactPhone),
    homeClubId,
    membershipId: plan.id,
    paymentMethod: 'credit card' as const,
    eftAuthAccept: true as const,
    billingAddressLine1: address,
    billingCity: city,
    billingState: state,
    billingZip: info.zipCode.trim(),
    billingName: card.billingName,
    // memberPortalPassword is left out: the server ignores it (decisions.md item 8).
    termsAccept: true as const,
    waiverReleaseAccept: true as const,
    i4goUniqueId: card.cc_merchant_unique_id,
    maskedCardNumber: card.cc_number,
    cardExpirationMonth: Number(card.expiration_month),
    cardExpirationYear: Number(card.expiration_year),
    i4goCardType: card.i4go_cardtype,
    referredByCaId: source.referral?.caID ?? null,
    referredByName: source.referral?.name ?? null,
    hubspotreferralbyid: source.referral?.referralId ?? null,
    trackingSession: source.trackingSession,
  };

  if (former) {
    return {
      kind: 'existing',
      payload: {
        ...common,
        caID: required(existence.data, "the former member's number"),
        cellPhone: phoneNumber(info.phone),
        email: FORMER_MEMBER_PLACEHOLDER_EMAIL,
        signature: card.billingName,
      },
    };
  }
  return {
    kind: 'new',
    payload: {
      ...common,
      email: required(source.email, 'an e-mail address'),
      phoneNumber: phoneNumber(info.phone),
      signature: `${firstName} ${lastName}`,
    },
  };
}
