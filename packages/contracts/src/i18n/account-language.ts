import * as z from 'zod/mini';
import { envelope } from '../errors';
import { LOCALES } from './locales';

/**
 * The signed-in member's language, stored on the account so e-mails and documents follow it (docs/decisions/0039).
 * The switcher sends it whenever a signed-in member changes language; the join stores the language it ran in.
 */
export const ACCOUNT_LANGUAGE_PATH = '/contacts/language';

export const ACCOUNT_LANGUAGE_MESSAGES = {
  localeInvalid: 'Choose a language: en or es',
} as const;

/** PUT /contacts/language */
export const accountLanguageBodySchema = z.object({
  locale: z.enum(LOCALES, ACCOUNT_LANGUAGE_MESSAGES.localeInvalid),
});
export type AccountLanguageBody = z.infer<typeof accountLanguageBodySchema>;

/** PUT /contacts/language answers the language the account keeps now. */
export const accountLanguageAnswerSchema = envelope(accountLanguageBodySchema);
export type AccountLanguageAnswer = z.infer<typeof accountLanguageAnswerSchema>;
