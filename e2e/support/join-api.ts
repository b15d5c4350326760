import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { type FrameCardMessage, SANDBOX_TEST_CARDS, billingUrlAnswerSchema } from '@gym/contracts/billing';
import { IDEMPOTENCY_KEY_HEADER, joinAnswerSchema } from '@gym/contracts/join';
import { signatureHeaders } from '@gym/contracts/signing';
import { generateTokenAnswerSchema } from '@gym/contracts/signup-token';

/**
 * A member made through the join's own API (as the wizard calls it, first payment charged by the sandbox), for
 * specs that need a member with a payment at a given club without walking the wizard in the browser.
 */

async function signed(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
      ...(await signatureHeaders(inject('signingKey'), method, path)),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** The sandbox's card token, made at its own origin as its hosted card page does. */
async function tokenise(accessToken: string): Promise<FrameCardMessage> {
  const parentOrigin = inject('baseUrl');
  const frame = await signed('GET', `/api/ols/billing/url?parentOrigin=${encodeURIComponent(parentOrigin)}`, {
    token: accessToken,
  });
  const origin = new URL(billingUrlAnswerSchema.parse(frame).data.url).origin;
  const response = await fetch(`${origin}/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      number: SANDBOX_TEST_CARDS.success,
      expiry: `12/${String(new Date().getFullYear() + 3).slice(2)}`,
      cvc: '123',
    }),
  });
  if (!response.ok) throw new Error(`the sandbox refused the card: ${response.status}`);
  return (await response.json()) as FrameCardMessage;
}

export interface JoinedMember {
  email: string;
  memberNumber: string;
  /** The new member's follow-up token (photo, e-signature, receipt), as the wizard's confirm step gets it. */
  joinToken: string;
}

/** Joins a new person at Oakland (106) on its monthly plan, paying with the sandbox's always-good card. */
export async function joinOaklandMember(person: {
  firstName: string;
  lastName: string;
  email: string;
}): Promise<JoinedMember> {
  const access = await signed('POST', '/ols-account/generate-token', {
    body: { clientId: 'ols-web', clientSecret: 'ols-web-public-client' },
  });
  const accessToken = generateTokenAnswerSchema.parse(access).data.accessToken;
  const card = await tokenise(accessToken);
  const name = `${person.firstName} ${person.lastName}`;
  const answer = await signed('POST', '/api/ols/create-user', {
    token: accessToken,
    headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    body: {
      onlyPreview: false,
      ...person,
      gender: 'Female',
      dateOfBirth: '1990-12-10',
      phoneNumber: 5105550142,
      contactAddressLine1: '1 Broadway',
      contactCity: 'Oakland',
      contactState: 'CA',
      contactZip: '94612',
      emergencyContactName: 'Sam Contact',
      emergencyContactPhone: 4155550199,
      homeClubId: 106,
      membershipId: 'oakland-monthly',
      paymentMethod: 'credit card',
      eftAuthAccept: true,
      signature: name,
      billingAddressLine1: '1 Broadway',
      billingCity: 'Oakland',
      billingState: 'CA',
      billingZip: '94612',
      billingName: name,
      // The join keeps no password (the confirmation e-mail's link sets it); the field is the wizard's.
      memberPortalPassword: 'Joined-Online-1',
      termsAccept: true,
      waiverReleaseAccept: true,
      i4goUniqueId: card.cc_merchant_unique_id,
      maskedCardNumber: card.cc_number,
      cardExpirationMonth: Number(card.expiration_month),
      cardExpirationYear: Number(card.expiration_year),
      i4goCardType: card.i4go_cardtype,
    },
  });
  const joined = joinAnswerSchema.parse(answer).data;
  if (!joined) throw new Error(`the join failed: ${JSON.stringify(answer)}`);
  return { email: person.email, memberNumber: joined.newUserData.userId, joinToken: joined.joinToken };
}
