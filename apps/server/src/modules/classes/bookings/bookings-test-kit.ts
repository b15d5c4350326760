import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { FastifyBaseLogger } from 'fastify';
import { bookingResultAnswerSchema, myClassesAnswerSchema } from '@gym/contracts/class-bookings';
import { classSessions, memberships, users } from '../../../db/schema';
import { TokenService } from '../../../lib/tokens';
import type { TestContext } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { OutboxReader } from '../../../providers/mail';
import { ClassNoticesRepository, ClassNoticesService } from '../notices';

export const MARIN = '101';
type Ctx = () => TestContext;

/** A Marin session of a class type on a club day (the demo week's). */
export async function sessionOf(ctx: Ctx, classTypeId: string, day: string) {
  const [row] = await ctx()
    .app.db.select()
    .from(classSessions)
    .where(
      and(eq(classSessions.clubId, MARIN), eq(classSessions.classTypeId, classTypeId), eq(classSessions.day, day)),
    );
  if (!row) throw new Error(`no ${classTypeId} at Marin on ${day}`);
  return row;
}

/** A session of its own at Marin (not from a series), at `startsAt` for `minutes`, with `capacity` places. */
export async function addSession(
  ctx: Ctx,
  startsAt: string,
  options: { minutes?: number; capacity: number; trainerId?: string },
) {
  const model = await sessionOf(ctx, 'power-spin', '2027-03-11');
  const start = new Date(startsAt);
  const [row] = await ctx()
    .app.db.insert(classSessions)
    .values({
      clubId: MARIN,
      roomId: model.roomId,
      classTypeId: model.classTypeId,
      trainerId: options.trainerId ?? model.trainerId,
      day: startsAt.slice(0, 10),
      startsAt: start,
      endsAt: new Date(start.getTime() + (options.minutes ?? 45) * 60_000),
      capacity: options.capacity,
    })
    .returning();
  return row!;
}

/** Makes new active Marin members on its monthly plan, signed in (their tokens) and their e-mail addresses. */
export async function memberMaker(ctx: Ctx) {
  const demo = await ctx().login(DEMO.member.email, DEMO.member.password);
  const { sub: _sub, exp: _exp, iat: _iat, aud: _aud, iss: _iss, ...claims } = decodeJwt(demo);
  return async (): Promise<{ token: string; email: string; id: string; scanCode: string }> => {
    const tag = randomUUID().slice(0, 12);
    const email = `book.${tag}@example.com`;
    const [user] = await ctx()
      .app.db.insert(users)
      .values({
        email,
        role: 'member',
        memberStatus: 'active',
        firstName: 'Book',
        lastName: tag,
        homeClubId: MARIN,
        scanCode: `BOOK-${tag.toUpperCase()}`,
      })
      .returning({ id: users.id });
    await ctx().app.db.insert(memberships).values({
      userId: user!.id,
      planId: 'marin-monthly',
      clubId: MARIN,
      startDate: '2027-01-01',
      priceCents: 6899,
    });
    const token = await new TokenService(ctx().config.JWT_SECRET).sign(claims, 'member', 3600, user!.id);
    return { token, email, id: user!.id, scanCode: `BOOK-${tag.toUpperCase()}` };
  };
}

export function bookingRequests(ctx: Ctx) {
  const book = (token: string, sessionId: string, joinWaitlist?: boolean) =>
    ctx().asMember(token, { method: 'POST', url: '/classes/bookings', payload: { sessionId, joinWaitlist } });
  return {
    book,
    /** Books (or waits) and answers the booking. */
    booked: async (token: string, sessionId: string, joinWaitlist?: boolean) => {
      const response = await book(token, sessionId, joinWaitlist);
      if (response.statusCode !== 201) throw new Error(`booking answered ${response.statusCode}: ${response.body}`);
      return bookingResultAnswerSchema.parse(response.json()).data.booking;
    },
    cancel: (token: string, bookingId: string) =>
      ctx().asMember(token, { method: 'DELETE', url: `/classes/bookings/${bookingId}` }),
    claim: (token: string, bookingId: string) =>
      ctx().asMember(token, { method: 'POST', url: `/classes/bookings/${bookingId}/claim` }),
    mine: async (token: string) =>
      myClassesAnswerSchema.parse((await ctx().asMember(token, { method: 'GET', url: '/classes/bookings' })).json())
        .data,
  };
}

/** The class notices' sender as the app builds it (its job is off in tests: a test runs it). */
export function classNoticesOf(ctx: TestContext): ClassNoticesService {
  return new ClassNoticesService({
    repository: new ClassNoticesRepository(ctx.app.db),
    mailer: ctx.app.mailer,
    config: ctx.config,
    log: ctx.app.log as FastifyBaseLogger,
  });
}

/** The e-mails kept for an address, newest first. */
export const mailsTo = (ctx: TestContext, to: string) =>
  new OutboxReader(ctx.app.db, ctx.app.storage).list({ to, limit: 20 });
