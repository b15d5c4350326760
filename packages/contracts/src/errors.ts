import * as z from 'zod/mini';

/**
 * One answer envelope for shapes the specification does not show (decisions.md item 3).
 * Errors use it too: `message` is the text the banner shows, `code` the machine-readable reason.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'BAD_SIGNATURE',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYMENT_DECLINED',
  /** A provider did not answer in time; the same request may be repeated (e.g. a payment with its key). */
  'UNAVAILABLE',
  /**
   * A dependency of the whole service (the database, Redis) is away: nothing was done, the same request may be
   * repeated after the answer's Retry-After (docs/decisions/0022).
   */
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorAnswerSchema = z.object({
  success: z.literal(false),
  status: z.int(),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  errors: z.optional(z.array(fieldErrorSchema)),
  requestId: z.optional(z.string()),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ success: z.boolean(), message: z.optional(z.string()), data });
}

/** Texts for errors a request can get before any feature logic runs. */
export const SIGNATURE_MESSAGES = {
  missing: 'Request signature missing',
  stale: 'Request timestamp is too far from the server clock',
  invalid: 'Request signature is invalid',
} as const;
