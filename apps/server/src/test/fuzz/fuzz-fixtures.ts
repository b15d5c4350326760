import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { billingAnswerSchema } from '@gym/contracts/member-billing';
import { uploadTicketAnswerSchema, vaccineUploadAnswerSchema } from '@gym/contracts/vaccine';
import { SAMPLE_PHOTO_JPEG } from '../../providers/documents/samples';
import { type TestContext, startTestApp } from '../app';
import { DEMO } from '../demo';
import { frameCard, joinedMember, multipart, rows } from '../join-kit';
import type { Hints } from './schema-arbitrary';

/**
 * Limits raised for the generated-input suites, so that inputs meet the services rather than a 429 of the
 * look-up, upload, chat or handshake throttles (their own tests cover them). The sign-in and password throttles
 * keep their defaults: they run after validation, so every input is still validated, and what passes it costs
 * an argon2 hash (a second on a loaded two-core machine), which 300 times over would not fit CI's budget.
 */
export const FUZZ_APP_OVERRIDES = {
  SIGNUP_LOOKUP_RATE_LIMIT: '1000000',
  VACCINE_UPLOADS_PER_HOUR: '1000000',
  CHAT_SEND_LIMIT: '1000000',
  REALTIME_CONNECT_LIMIT_PER_ACCOUNT: '1000000',
  REALTIME_CONNECT_LIMIT_PER_ADDRESS: '1000000',
};

/** Every kind of bearer token a route may want; `none` sends no Authorization header. */
export const CREDENTIALS = ['none', 'signup', 'member', 'staff', 'director', 'trainer', 'join', 'ticket'] as const;
export type Credential = (typeof CREDENTIALS)[number];

export interface FuzzFixtures {
  tokens: Record<Credential, string | null>;
  hints: Hints;
  memberUserId: string;
  trainerUserId: string;
  /** The join's new member: member number and join token (the join follow-up routes act for them only). */
  joined: Awaited<ReturnType<typeof joinedMember>>;
}

async function userIdOf(ctx: TestContext, memberNumber: number) {
  const [row] = await rows<{ id: string }>(ctx.app.db, sql`select id from users where member_number = ${memberNumber}`);
  return row!.id;
}

/** A ticket for the member's vaccine upload and the id of one record it made (for the staff review routes). */
async function vaccineTicketAndRecord(ctx: TestContext, memberToken: string) {
  const ticket = await ctx.asMember(memberToken, {
    method: 'POST',
    url: '/membership',
    payload: { userGroup: 'Vaccinated' },
  });
  const uploadToken = uploadTicketAnswerSchema.parse(ticket.json()).data!.uploadToken;
  const form = await multipart({ file: { bytes: SAMPLE_PHOTO_JPEG, filename: 'proof.jpg', type: 'image/jpeg' } });
  const upload = await ctx.signed({
    method: 'POST',
    url: '/contacts/vaccine-status',
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${uploadToken}` },
  });
  return { uploadToken, recordId: vaccineUploadAnswerSchema.parse(upload.json()).data!.id };
}

/** Real tokens, ids and values of the test app's database, obtained the way the existing API tests do. */
export async function fuzzFixtures(ctx: TestContext): Promise<FuzzFixtures> {
  const signupAnswer = await ctx.signed({
    method: 'POST',
    url: '/ols-account/generate-token',
    payload: { clientId: ctx.config.SIGNUP_CLIENT_ID, clientSecret: ctx.config.SIGNUP_CLIENT_SECRET },
  });
  const signup = signupAnswer.json<{ data: { accessToken: string } }>().data.accessToken;
  const member = await ctx.login(DEMO.member.email, DEMO.member.password);
  const staff = await ctx.login(DEMO.staff.email, DEMO.staff.password);
  const director = await ctx.login(DEMO.director.email, DEMO.director.password);
  const trainer = await ctx.login(DEMO.trainer.email, DEMO.trainer.password);
  const joined = await joinedMember(ctx);
  const { uploadToken, recordId } = await vaccineTicketAndRecord(ctx, member);
  const card = await frameCard(ctx);
  const billing = billingAnswerSchema.parse((await ctx.asMember(member, { method: 'GET', url: '/billing' })).json());
  const cardIds = billing.paymentData.data.creditCards.map((stored) => stored.i4goUniqueId);
  const memberUserId = await userIdOf(ctx, DEMO.member.memberNumber);
  const trainerUserId = await userIdOf(ctx, DEMO.trainer.memberNumber);

  const club = DEMO.member.homeClubId;
  const hints: Hints = {
    caId: [joined.caId],
    caid: [joined.caId],
    caID: [String(DEMO.former.memberNumber)],
    member: [String(DEMO.member.memberNumber)],
    idCA: ['', String(DEMO.member.memberNumber)],
    email: [DEMO.member.email, DEMO.former.email, joined.email, 'former-member@placeholder.invalid'],
    password: [DEMO.member.password],
    homeClubId: [106],
    membershipId: ['oakland-monthly'],
    plan: ['oakland-monthly'],
    clubId: [club, '106'],
    classTypeId: ['power-spin'],
    favoriteLocation: [club],
    locationId: [club],
    ClubautomationId: [club],
    clubName: ['oakland', 'Oakland'],
    LocationName: ['Oakland'],
    i4goUniqueId: [card.cc_merchant_unique_id],
    cc_merchant_unique_id: [card.cc_merchant_unique_id],
    maskedCardNumber: [card.cc_number],
    cc_number: [card.cc_number],
    cardId: cardIds,
    creditCardId: cardIds,
    dateOfBirth: ['1990-12-10'],
    birthday: ['12/10/1990'],
    gender: ['Female', 'Male'],
    firstName: ['Robin'],
    lastName: ['Joiner'],
    address: ['1 Market Street'],
    city: ['Oakland'],
    contactState: ['CA'],
    billingState: ['CA'],
    state: ['CA'],
    contactZip: ['94612'],
    billingZip: ['94612'],
    zipCode: ['94612'],
    zip: ['94612'],
    phone: ['4155550100'],
    emergencyContactName: ['Sam Joiner'],
    emergencyContactPhone: [4155550199, '4155550199'],
    scanCode: [DEMO.member.scanCode],
    personId: [trainerUserId, memberUserId],
    q: [String(DEMO.member.memberNumber), DEMO.member.lastName],
    receiverUserId: [trainerUserId],
    myId: [memberUserId],
    id: [recordId],
    parentOrigin: ['http://localhost:3000'],
    userGroup: ['Vaccinated'],
  };
  return {
    tokens: { none: null, signup, member, staff, director, trainer, join: joined.joinToken, ticket: uploadToken },
    hints,
    memberUserId,
    trainerUserId,
    joined,
  };
}

/**
 * A generated-input suite's app (PGlite, FUZZ_APP_OVERRIDES) and its fixtures: started before the suite's tests,
 * stopped after them. Call it inside the suite's describe.
 */
export function useFuzzApp(): { ctx(): TestContext; fixtures(): FuzzFixtures } {
  let current: Awaited<ReturnType<typeof startTestApp>> | undefined;
  let fixtures: FuzzFixtures | undefined;
  beforeAll(async () => {
    current = await startTestApp('pglite', FUZZ_APP_OVERRIDES);
    fixtures = await fuzzFixtures(current.context);
  });
  afterAll(async () => {
    await current?.stop();
  });
  return { ctx: () => current!.context, fixtures: () => fixtures! };
}
