import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/app-error';
import { bearerToken } from '../lib/bearer';
import { defineSpanish } from '../lib/i18n/translator';

/** What a visitor sees when a sign-up call comes without a valid access token (docs/decisions/0005). */
export const SIGNUP_TOKEN_MESSAGE = 'Sign-up session expired, please reload the page';
defineSpanish({ [SIGNUP_TOKEN_MESSAGE]: 'Su sesión de inscripción venció; vuelva a cargar la página' });

/**
 * Requires the sign-up access token from POST /ols-account/generate-token on every route registered
 * in the same scope. It runs on request, after the signature check and before the body is read, so a
 * refused call costs no parsing and no look-up.
 */
export const signupTokenPlugin = fp<{ signupAccess: { verify(token: string): Promise<boolean> } }>(
  async (app: FastifyInstance, { signupAccess }) => {
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      if (!token || !(await signupAccess.verify(token))) throw unauthorized(SIGNUP_TOKEN_MESSAGE);
    });
  },
  { name: 'signup-token', dependencies: ['errors'] },
);
