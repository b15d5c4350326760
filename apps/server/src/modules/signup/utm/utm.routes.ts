import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { utmInfoSchema } from '@gym/contracts/join';
import { successAnswerSchema } from '@gym/contracts/tracking';
import type { Database } from '../../../db/client';
import { utmInfo } from '../../../db/schema';
import { requireOwnMember } from '../../../plugins/join-token';
import type { UsersRepository } from '../../accounts/users';

/** Dollars as the client sends them (parsed from currency strings) -> whole cents. */
const cents = (dollars: number) => (Number.isFinite(dollars) ? Math.round(dollars * 100) : 0);

/** POST /api/ols/update-utm-info (join token scope): the marketing attribution of a finished join. */
export const utmRoutes: FastifyPluginAsyncZod<{ db: Database; users: UsersRepository }> = async (
  app,
  { db, users },
) => {
  app.post(
    '/api/ols/update-utm-info',
    {
      schema: {
        tags: ['join'],
        summary: "Stores the join's UTM parameters and payments (the join token's member only)",
        body: utmInfoSchema,
        response: { 200: successAnswerSchema },
      },
    },
    async (request) => {
      const user = await requireOwnMember(users, request, request.body.caid);
      const { utmCampaign, utmContent, utmMedium, utmSource } = request.body;
      await db.insert(utmInfo).values({
        userId: user.id,
        utmCampaign: utmCampaign ?? null,
        utmContent: utmContent ?? null,
        utmMedium: utmMedium ?? null,
        utmSource: utmSource ?? null,
        initialPaymentCents: cents(request.body.marketingInitialOnlinePayment),
        monthlyPaymentCents: cents(request.body.marketingMonthlyPayment),
      });
      return { success: true };
    },
  );
};
