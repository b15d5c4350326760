import * as z from 'zod/mini';
import { LOCALES } from './locales';

/**
 * The signed-in member's language, stored on the account so e-mails and documents follow it (docs/decisions/0039).
 * The switcher sends it whenever a signed-in member changes language; the join stores the language it ran in.
 */
export const ACCOUNT_LANGUAGE_PATH = '/contacts/language';

export const accountLanguageBodySchema = z.object({ locale: z.enum(LOCALES) });
export type AccountLanguageBody = z.infer<typeof accountLanguageBodySchema>;
