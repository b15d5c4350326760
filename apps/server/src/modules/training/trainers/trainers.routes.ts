import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubIdParamsSchema } from '@gym/contracts/clubs';
import { packOffersAnswerSchema, slotsQuerySchema, trainerSlotsAnswerSchema } from '@gym/contracts/personal-training';
import {
  trainerAnswerSchema,
  trainerParamsSchema,
  trainersAnswerSchema,
  trainersQuerySchema,
} from '@gym/contracts/trainers';
import type { AvailabilityService } from '../availability';
import type { PacksService } from '../packs';
import type { TrainersService } from './trainers.service';

/** Trainers, their free slots and the clubs' packs, for visitors and members alike (signed, no token). */
export const publicTrainingRoutes: FastifyPluginAsyncZod<{
  trainers: TrainersService;
  availability: AvailabilityService;
  packs: PacksService;
}> = async (app, { trainers, availability, packs }) => {
  app.get(
    '/trainers',
    {
      schema: {
        tags: ['training'],
        summary: 'Trainers, by a club they work at, a speciality and a language they coach in',
        querystring: trainersQuerySchema,
        response: { 200: trainersAnswerSchema },
      },
    },
    async (request) => ({ success: true as const, data: await trainers.list(request.query) }),
  );

  app.get(
    '/trainers/:trainerId',
    {
      schema: {
        tags: ['training'],
        summary: "A trainer's profile",
        params: trainerParamsSchema,
        response: { 200: trainerAnswerSchema },
      },
    },
    async (request) => ({ success: true as const, data: await trainers.one(request.params.trainerId) }),
  );

  app.get(
    '/trainers/:trainerId/slots',
    {
      schema: {
        tags: ['training'],
        summary: "A trainer's free slots at a club, by club day",
        description:
          "Starts on a 30-minute grid of the trainer's weekly hours there, inside the club's hours, clear of their " +
          'sessions (with their buffer), the classes they teach and their time off, from their notice to their horizon.',
        params: trainerParamsSchema,
        querystring: slotsQuerySchema,
        response: { 200: trainerSlotsAnswerSchema },
      },
    },
    async (request) => {
      await trainers.record(request.params.trainerId);
      const { clubId, minutes } = request.query;
      return {
        success: true as const,
        data: await availability.slots(request.params.trainerId, clubId, Number(minutes)),
      };
    },
  );

  app.get(
    '/clubs/:clubId/training-packs',
    {
      schema: {
        tags: ['training'],
        summary: 'The personal-training packs a club sells, and its free intro session',
        params: clubIdParamsSchema,
        response: { 200: packOffersAnswerSchema },
      },
    },
    async (request) => ({ success: true as const, data: await packs.offers(request.params.clubId) }),
  );
};
