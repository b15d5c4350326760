import { z } from 'zod';
import { envelope } from './errors';

/** The SPA's client credentials for POST /ols-account/generate-token. They ship with the SPA, like the signing key. */
export const generateTokenBodySchema = z.object({
  clientId: z.string().min(1).max(200),
  clientSecret: z.string().min(1).max(200),
});
export type GenerateTokenBody = z.infer<typeof generateTokenBodySchema>;

export const generateTokenAnswerSchema = envelope(
  z.object({
    accessToken: z.string(),
    /** Seconds until the token expires. */
    expiresIn: z.number().int(),
  }),
);
