import type { Locale } from '@gym/contracts/i18n/locales';
import type { TermsTexts } from '@gym/contracts/signup-lookup';
import { SITE_TEXT_KEYS } from '../../../db/seed-data/texts';
import { notFound } from '../../../lib/app-error';
import { defineSpanish } from '../../../lib/i18n/translator';
import type { SiteTextsRepository } from '../../club/site-texts';

export const TERMS_NOT_FOUND_MESSAGE = 'Terms not found';

defineSpanish({ [TERMS_NOT_FOUND_MESSAGE]: 'No se encontraron los términos' });

/**
 * The terms sets by TermsAndConditionsId (the plan type; the wizard asks for 3, the membership terms).
 * Each names the site_texts keys of its terms and its cancellation policy.
 */
const TERMS_SETS: Record<number, { terms: string; cancellation: string }> = {
  3: { terms: SITE_TEXT_KEYS.terms, cancellation: SITE_TEXT_KEYS.cancellation },
};

export class TermsService {
  constructor(private readonly texts: SiteTextsRepository) {}

  /** The terms in `locale`: the operator's version in that language, or the English one while there is none. */
  async get(termsId: string, locale: Locale = 'en'): Promise<TermsTexts> {
    const set = TERMS_SETS[Number(termsId)];
    if (!set) throw notFound(TERMS_NOT_FOUND_MESSAGE);
    const [terms, cancellation] = await Promise.all([
      this.texts.get(set.terms, locale),
      this.texts.get(set.cancellation, locale),
    ]);
    if (terms === undefined || cancellation === undefined) throw notFound(TERMS_NOT_FOUND_MESSAGE);
    return { termsAndConditionsDetails: terms, cancelingmymembership_text: cancellation };
  }
}
