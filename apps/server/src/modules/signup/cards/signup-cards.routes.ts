import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  insertCardAnswerSchema,
  insertCardBodySchema,
  updateCardAnswerSchema,
  updateCardBodySchema,
} from '@gym/contracts/join';
import type { SignupCardsService } from './signup-cards.service';

/** The card step's "card edit for a new card" pair (sign-up token scope). */
export const signupCardsRoutes: FastifyPluginAsyncZod<{ cards: SignupCardsService }> = async (app, { cards }) => {
  app.post(
    '/api/ols/insert-card-details',
    {
      schema: {
        tags: ['join'],
        summary: "Keeps the frame's card (looked up at the provider) for the sign-up; answers its creditCardId",
        body: insertCardBodySchema,
        response: { 200: insertCardAnswerSchema },
      },
    },
    async (request) => ({ success: true, data: { creditCardId: await cards.insert(request.body) } }),
  );

  app.put(
    '/api/ols/credit-card',
    {
      schema: {
        tags: ['join'],
        summary: 'Names a card given by insert-card-details',
        body: updateCardBodySchema,
        response: { 200: updateCardAnswerSchema },
      },
    },
    async (request) => {
      await cards.setNickname(request.body.creditCardId, request.body.nickname);
      return { success: true };
    },
  );
};
