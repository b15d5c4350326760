import * as z from 'zod/mini';
import { envelope } from './errors';

/** E-mail addresses: the wizard's step 2 rule. */
export const INVALID_EMAIL_MESSAGE = 'Invalid email address';
export const NOT_ELIGIBLE_MESSAGE = 'Sorry you are not eligible for this program!';
export const EMAIL_ALREADY_EXIST_MESSAGE = 'Email already exist';

export const emailSchema = z
  .string()
  .check(z.trim(), z.maxLength(254, INVALID_EMAIL_MESSAGE), z.email(INVALID_EMAIL_MESSAGE));

export const checkUserExistsBodySchema = z.object({ email: emailSchema });

/**
 * data.status: 200 when the e-mail belongs to a former or existing member (data.data is the member number),
 * 404 for a new person. data.eligible is false when the person may not join online (docs/decisions/0006).
 */
export const checkUserExistsAnswerSchema = envelope(
  z.object({
    status: z.union([z.literal(200), z.literal(404)]),
    data: z.nullable(z.string()),
    eligible: z.boolean(),
  }),
);
export type UserExistence = z.infer<typeof checkUserExistsAnswerSchema>['data'];

export const checkUserQuerySchema = z.object({ email: emailSchema });
/** The older check: true means the e-mail is already taken ('Email already exist'). */
export const checkUserAnswerSchema = z.boolean();

/** Our replacement for the public IP-lookup service (decisions.md item 9). */
export const clientIpAnswerSchema = z.object({ ip: z.string() });
export const IP_ERROR_MESSAGE = 'Error while getting ip address';

export const termsQuerySchema = z.object({
  TermsAndConditionsId: z.string().check(z.regex(/^\d{1,6}$/, 'TermsAndConditionsId must be a number')),
});
/** Terms and cancellation texts, read from data.teamandconditon as the specification spells it. */
export const termsAnswerSchema = envelope(
  z.object({
    teamandconditon: z.object({
      termsAndConditionsDetails: z.string(),
      cancelingmymembership_text: z.string(),
    }),
  }),
);
export type TermsTexts = z.infer<typeof termsAnswerSchema>['data']['teamandconditon'];
