import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_LANGUAGE_PATH,
  accountLanguageAnswerSchema,
  accountLanguageBodySchema,
} from '@gym/contracts/i18n/account-language';
import { membershipAnswerSchema, profileAnswerSchema, updateProfileBodySchema } from '@gym/contracts/profile';
import type { ProfileService } from './profile.service';

/** The member's own profile and membership: register inside the member-auth scope (no route takes an id). */
export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (app, { profiles }) => {
  app.get(
    '/contacts/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "The signed-in member's profile, with their vaccine status",
        response: { 200: profileAnswerSchema },
      },
    },
    async (request) => ({ success: true, data: await profiles.profile(request.member.id) }),
  );

  app.put(
    '/contacts/update_profile',
    {
      schema: {
        tags: ['profile'],
        summary: "Changes the member's personal details (the join's personal-info rules); answers the profile",
        description: 'The e-mail is the sign-in name and is not changed here: an email in the body is ignored.',
        body: updateProfileBodySchema(),
        response: { 200: profileAnswerSchema },
      },
    },
    async (request) => ({ success: true, data: await profiles.update(request.member.id, request.body) }),
  );

  app.put(
    ACCOUNT_LANGUAGE_PATH,
    {
      schema: {
        tags: ['profile'],
        summary: "Keeps the member's language ('en' or 'es'): their e-mails and documents are written in it",
        body: accountLanguageBodySchema,
        response: { 200: accountLanguageAnswerSchema },
      },
    },
    async (request) => ({ success: true, data: await profiles.setLocale(request.member.id, request.body.locale) }),
  );

  app.get(
    '/contacts/membership',
    {
      schema: {
        tags: ['profile'],
        summary: "The user groups of the member's current (active, newest) membership; [] without one",
        response: { 200: membershipAnswerSchema },
      },
    },
    async (request) => ({ success: true, data: await profiles.membership(request.member.id) }),
  );
};
