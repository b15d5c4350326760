import type { TermsTexts } from '@gym/contracts/signup-lookup';
import { SITE_TEXT_KEYS } from '../../../db/seed-data/texts';
import { notFound } from '../../../lib/app-error';
import type { SiteTextsRepository } from '../../club/site-texts/site-texts.repository';

export const TERMS_NOT_FOUND_MESSAGE = 'Terms not found';

/**
 * The terms sets by TermsAndConditionsId (the plan type; the wizard asks for 3, the membership terms).
 * Each names the site_texts keys of its terms and its cancellation policy.
 */
const TERMS_SETS: Record<number, { terms: string; cancellation: string }> = {
  3: { terms: SITE_TEXT_KEYS.terms, cancellation: SITE_TEXT_KEYS.cancellation },
};

export class TermsService {
  constructor(private readonly texts: SiteTextsRepository) {}

  async get(termsId: string): Promise<TermsTexts> {
    const set = TERMS_SETS[Number(termsId)];
    if (!set) throw notFound(TERMS_NOT_FOUND_MESSAGE);
    const [terms, cancellation] = await Promise.all([this.texts.get(set.terms), this.texts.get(set.cancellation)]);
    if (terms === undefined || cancellation === undefined) throw notFound(TERMS_NOT_FOUND_MESSAGE);
    return { termsAndConditionsDetails: terms, cancelingmymembership_text: cancellation };
  }
}
