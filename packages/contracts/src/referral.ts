import * as z from 'zod/mini';
import { envelope } from './errors';
import { fillTemplate } from './i18n/template';
import { memberNumberSchema } from './member-number';

/** REFERRAL_MESSAGES' sentences with values, as ICU messages (shown with the values by sharedText). */
export const REFERRAL_TEMPLATES = {
  banner: "You're using {name} referral link.",
} as const;

export const REFERRAL_MESSAGES = {
  banner: (name: string) => fillTemplate(REFERRAL_TEMPLATES.banner, { name }),
  codeNotAvailable: "Referral code don't available",
  codeDoesNotExist: "Referral code don't exist",
} as const;

export const buddyReferralQuerySchema = z.object({
  member: memberNumberSchema('member must be a member number'),
});

/** The referring member as the wizard uses them; field names as the specification spells them. */
export const referralPersonSchema = z.object({
  name: z.string(),
  /** A plan to preselect, or null. */
  plan: z.nullable(z.string()),
  /** A club to preselect (its club id), or null. */
  clubSfId: z.nullable(z.string()),
  caID: z.string(),
  referralId: z.string(),
  olsEeferralPopupHeader: z.string(),
  olsReferralPopupText: z.string(),
});
export type ReferralPerson = z.infer<typeof referralPersonSchema>;
export const buddyReferralAnswerSchema = envelope(referralPersonSchema);

/**
 * A referral code is base64 (URL-safe alphabet allowed) of `memberNumber=planId=YYYY-MM-DD=signature`
 * (docs/decisions/0006): the client decodes it and reads the first three segments, as the specification says;
 * the server's HMAC of `memberNumber=planId=YYYY-MM-DD` (base64url) proves that staff made it. It is valid only
 * in the calendar month of its date.
 */
export const checkReferralCodeQuerySchema = z.object({
  plan: z.string().check(z.minLength(1), z.maxLength(60)),
  code: z.string().check(z.minLength(1), z.maxLength(200)),
});
export const checkReferralCodeAnswerSchema = z.object({
  error: z.boolean(),
  message: z.optional(z.string()),
  data: z.optional(referralPersonSchema),
});

export interface ReferralCodeFields {
  memberNumber: string;
  planId: string;
  /** YYYY-MM-DD */
  date: string;
}

export interface DecodedReferralCode extends ReferralCodeFields {
  /** The server's signature segment (base64url), or null for a code without one, which the server refuses. */
  signature: string | null;
}

const SIGNATURE = /^[A-Za-z0-9_-]{1,128}$/;

function toBase64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

function fromBase64(code: string): string | null {
  try {
    const normalized = code.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(normalized), (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** What the server's signature covers: `memberNumber=planId=YYYY-MM-DD`. */
export function referralCodeText(fields: ReferralCodeFields): string {
  return [fields.memberNumber, fields.planId, fields.date].join('=');
}

/** The code for these fields; the server passes its signature (the segment the client ignores). */
export function encodeReferralCode(fields: ReferralCodeFields, signature?: string): string {
  return toBase64(signature === undefined ? referralCodeText(fields) : `${referralCodeText(fields)}=${signature}`);
}

/** The fields (and the signature, if any) of a well-formed code, or null. */
export function decodeReferralCode(code: string): DecodedReferralCode | null {
  const text = fromBase64(code);
  if (!text) return null;
  const parts = text.split('=');
  if (parts.length !== 3 && parts.length !== 4) return null;
  const [memberNumber, planId, date, signature] = parts as [string, string, string, string | undefined];
  if (!/^\d{1,10}$/.test(memberNumber) || !/^[a-z0-9-]{1,60}$/.test(planId) || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    return null;
  }
  if (signature !== undefined && !SIGNATURE.test(signature)) return null;
  return { memberNumber, planId, date, signature: signature ?? null };
}

/** Codes are valid only within the calendar month of their date (`today` is YYYY-MM-DD in the clubs' zone). */
export function isReferralCodeCurrent(fields: ReferralCodeFields, today: string): boolean {
  return fields.date.slice(0, 7) === today.slice(0, 7);
}
