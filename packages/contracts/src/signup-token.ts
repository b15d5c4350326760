import * as z from 'zod/mini';
import { envelope } from './errors';

/** The SPA's client credentials for POST /ols-account/generate-token. They ship with the SPA, like the signing key. */
export const generateTokenBodySchema = z.object({
  clientId: z.string().check(z.minLength(1), z.maxLength(200)),
  clientSecret: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type GenerateTokenBody = z.infer<typeof generateTokenBodySchema>;

export const generateTokenAnswerSchema = envelope(
  z.object({
    accessToken: z.string(),
    /** Seconds until the token expires. */
    expiresIn: z.int(),
  }),
);
