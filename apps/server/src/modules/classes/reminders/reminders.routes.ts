import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classSettingsAnswerSchema, classSettingsSchema } from '@gym/contracts/class-bookings';
import type { RemindersService } from './reminders.service';

/** The member's class settings (reminders): register inside the member-auth scope. */
export const classSettingsRoutes: FastifyPluginAsyncZod<{ reminders: RemindersService }> = async (
  app,
  { reminders },
) => {
  app.get(
    '/classes/settings',
    {
      schema: {
        tags: ['classes'],
        summary: "The member's class settings: e-mail reminders on or off",
        response: { 200: classSettingsAnswerSchema },
      },
    },
    async (request) => ({ success: true as const, data: await reminders.settings(request.member.id) }),
  );

  app.put(
    '/classes/settings',
    {
      schema: {
        tags: ['classes'],
        summary: 'Turn class reminders on or off',
        description: 'A reminder comes the evening before a morning class, and 2 hours before any other.',
        body: classSettingsSchema,
        response: { 200: classSettingsAnswerSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reminders.setSettings(request.member.id, request.body),
    }),
  );
};
