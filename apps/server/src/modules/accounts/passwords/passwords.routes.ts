import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  passwordAnswerSchema,
  requestResetBodySchema,
  resetPasswordBodySchema,
  updatePasswordAnswerSchema,
  updatePasswordBodySchema,
} from '@gym/contracts/passwords';
import type { Config } from '../../../config';
import { signInLimits } from '../auth';
import { passwordLimit } from './password-limits';
import type { PasswordsService } from './passwords.service';

/** The forgotten-password calls: before sign-in, signed requests only. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ passwords: PasswordsService; config: Config }> = async (
  app,
  { passwords, config },
) => {
  const requestLimit = signInLimits(app, config, 'reset');
  const resetLimit = passwordLimit(app, {
    name: 'reset-password',
    max: config.LOGIN_RATE_LIMIT_PER_ADDRESS,
    key: (request) => request.ip,
  });

  app.post(
    '/auth/request_reset_password',
    {
      preHandler: requestLimit,
      schema: {
        tags: ['auth'],
        summary: "E-mails a single-use reset link (1 hour), or 404 'Cannot find this email'",
        description:
          'A family shares one e-mail: one message with a link per account, each named by first name and member ' +
          'number. Throttled per address and per account (429).',
        body: requestResetBodySchema,
        response: { 200: passwordAnswerSchema },
      },
    },
    (request) => passwords.requestReset(request.body.email),
  );

  app.post(
    '/auth/reset_password',
    {
      preHandler: resetLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with the token of a reset link or of a new member’s set-password link',
        description:
          'The link works once: an unknown, used or expired token is 400 with the link-expired message. ' +
          'Throttled per address (429).',
        body: resetPasswordBodySchema,
        response: { 200: passwordAnswerSchema },
      },
    },
    (request) => passwords.resetPassword(request.body.resetToken, request.body.password),
  );
};

/** The signed-in member's password change: register inside the member-auth scope. */
export const passwordUpdateRoutes: FastifyPluginAsyncZod<{ passwords: PasswordsService; config: Config }> = async (
  app,
  { passwords, config },
) => {
  const updateLimit = passwordLimit(app, {
    name: 'update-password',
    max: config.LOGIN_RATE_LIMIT_PER_ACCOUNT,
    key: (request) => request.member.id,
  });

  app.post(
    '/auth/update_password',
    {
      preHandler: updateLimit,
      schema: {
        tags: ['auth'],
        summary: "Changes the signed-in member's password; 400 'Old password is incorrect' on a wrong old one",
        description:
          'Acts on the account of the bearer token only. Ends every member token of the account, this one too, and ' +
          'answers a fresh token with the user it names. Throttled per member (429).',
        body: updatePasswordBodySchema,
        response: { 200: updatePasswordAnswerSchema },
      },
    },
    (request) => passwords.updatePassword(request.member.id, request.body.oldPassword, request.body.password),
  );
};
