import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { PAYMENT_KEY_HEADER } from '@gym/contracts/member-billing';
import {
  type Pack,
  type PackOffer,
  type TrainerSlots,
  type TrainingSession,
  packAnswerSchema,
  packOffersAnswerSchema,
  trainerSlotsAnswerSchema,
  trainingSessionAnswerSchema,
} from '@gym/contracts/personal-training';
import { trainingOffers, trainingPacks, users } from '../../db/schema';
import type { TestContext } from '../../test/app';
import { DEMO } from '../../test/demo';

export const MARIN = '101';
type Ctx = () => TestContext;

/** Requests of the training API as the member's and the trainer's pages send them. */
export function trainingRequests(ctx: Ctx) {
  const asMember = (token: string, options: Parameters<TestContext['asMember']>[1]) => ctx().asMember(token, options);
  return {
    /** The demo trainer account (Taylor Brooks, Marin), with its id. */
    async trainer(): Promise<{ id: string; token: string }> {
      const [row] = await ctx().app.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.trainer.email));
      return { id: row!.id, token: await ctx().login(DEMO.trainer.email, DEMO.trainer.password) };
    },
    async offers(clubId = MARIN): Promise<PackOffer[]> {
      const response = await ctx().signed({ method: 'GET', url: `/clubs/${clubId}/training-packs` });
      expect(response.statusCode, response.body).toBe(200);
      return packOffersAnswerSchema.parse(response.json()).data;
    },
    async slots(trainerId: string, minutes: 30 | 60, clubId = MARIN): Promise<TrainerSlots> {
      const response = await ctx().signed({
        method: 'GET',
        url: `/trainers/${trainerId}/slots?clubId=${clubId}&minutes=${minutes}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return trainerSlotsAnswerSchema.parse(response.json()).data;
    },
    buy: (token: string, offerId: string, key: string = randomUUID()) =>
      asMember(token, {
        method: 'POST',
        url: '/training/packs',
        payload: { offerId },
        headers: { [PAYMENT_KEY_HEADER]: key },
      }),
    book: (
      token: string,
      body: { trainerId: string; startsAt: string; minutes: 30 | 60; mode?: 'inPerson' | 'video' },
    ) =>
      asMember(token, {
        method: 'POST',
        url: '/training/sessions',
        payload: { clubId: MARIN, mode: 'inPerson', ...body },
      }),
    cancel: (token: string, sessionId: string) =>
      asMember(token, { method: 'POST', url: `/training/sessions/${sessionId}/cancel` }),
    async mine(token: string): Promise<{ packs: Pack[]; sessions: TrainingSession[] }> {
      const response = await asMember(token, { method: 'GET', url: '/training' });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    },
    pack: (response: { json(): unknown }) => packAnswerSchema.parse(response.json()).data,
    session: (response: { json(): unknown }) => trainingSessionAnswerSchema.parse(response.json()).data,
  };
}

/** Gives a member an active pack of Marin's straight in the database (for tests about booking, not buying). */
export async function givePack(ctx: Ctx, userId: string, options: { sessions: number; minutes: 30 | 60; at: Date }) {
  const [offer] = await ctx()
    .app.db.select()
    .from(trainingOffers)
    .where(
      and(
        eq(trainingOffers.clubId, MARIN),
        eq(trainingOffers.minutes, options.minutes),
        eq(trainingOffers.sessions, options.sessions),
        eq(trainingOffers.intro, false),
      ),
    );
  if (!offer) throw new Error(`Marin sells no ${options.sessions} x ${options.minutes}`);
  const expiresAt = new Date(options.at);
  expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + 1);
  const [pack] = await ctx()
    .app.db.insert(trainingPacks)
    .values({
      userId,
      clubId: MARIN,
      offerId: offer.id,
      sessions: offer.sessions,
      minutes: offer.minutes,
      priceCents: offer.priceCents,
      status: 'active',
      requestKey: randomUUID(),
      purchasedAt: options.at,
      expiresAt,
    })
    .returning();
  return pack!;
}

/** Every free start of a slots answer, in order. */
export const startsOf = (slots: TrainerSlots) => slots.days.flatMap((day) => day.starts);
