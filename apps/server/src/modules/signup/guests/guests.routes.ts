import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type GuestRecord, createGuestAnswerSchema, guestSchema } from '@gym/contracts/join';
import { EMAIL_ALREADY_EXIST_MESSAGE } from '@gym/contracts/signup-lookup';
import type { Database } from '../../../db/client';
import { guests } from '../../../db/schema';

/**
 * POST /sign-up/create-guest (sign-up token scope): a guest with a name, an e-mail and a phone. As the
 * specification has it, a failure is answered as a plain string (the e-mail already a guest's), success as the guest.
 */
export const guestsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/sign-up/create-guest',
    {
      schema: {
        tags: ['sign-up'],
        summary: 'Adds a guest; answers the guest, or a string saying why not',
        body: guestSchema,
        response: { 200: createGuestAnswerSchema },
      },
    },
    async (request, reply): Promise<GuestRecord | string> => {
      const { firstName, lastName, email, phone } = request.body;
      const [row] = await db
        .insert(guests)
        .values({ firstName, lastName, email, phone: phone.replace(/[^\d+]/g, '') })
        .onConflictDoNothing()
        .returning();
      // A JSON string: Fastify would send a returned string as it is, as text/plain.
      if (!row) return reply.type('application/json; charset=utf-8').send(JSON.stringify(EMAIL_ALREADY_EXIST_MESSAGE));
      return { id: row.id, firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone };
    },
  );
};
