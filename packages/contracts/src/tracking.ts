import * as z from 'zod/mini';
import { envelope } from './errors';

/**
 * The record of a sign-up in progress, so that the gym can follow up an abandoned one.
 * `session` is absent on the first call, which creates the record and returns its id.
 */
export const trackingRecordSchema = z.object({
  session: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  email: z.optional(z.nullable(z.string().check(z.maxLength(254)))),
  currentPage: z.string().check(z.minLength(1), z.maxLength(60)),
  /** What the person has typed so far, as a JSON string. */
  data: z.optional(z.nullable(z.string().check(z.maxLength(20_000)))),
  isFormerMember: z.optional(z.boolean()),
  isReferral: z.optional(z.boolean()),
  referrerName: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  referrerCaid: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
});
export type TrackingRecord = z.infer<typeof trackingRecordSchema>;
export const setTrackingAnswerSchema = envelope(z.object({ session: z.string() }));

export const chatbotInsertQuerySchema = z.object({ sessionId: z.string().check(z.minLength(1), z.maxLength(64)) });
export const chatbotUpdateBodySchema = z.object({
  records: z.object({
    sessionId: z.string().check(z.minLength(1), z.maxLength(64)),
    currentPage: z.string().check(z.minLength(1), z.maxLength(60)),
    data: z.optional(z.object({ location: z.optional(z.nullable(z.string().check(z.maxLength(100)))) })),
  }),
});
export const successAnswerSchema = z.object({ success: z.boolean(), message: z.optional(z.string()) });
