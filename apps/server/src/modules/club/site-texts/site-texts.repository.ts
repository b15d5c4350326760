import type { Locale } from '@gym/contracts/i18n/locales';
import type { Database } from '../../../db/client';
import { siteTextTranslations, siteTexts } from '../../../db/schema';
import { memoizeAsync } from '../../../lib/memo';

/**
 * Editable copy (terms, popups): reference data written only by the seed at start, so read once per process.
 * Each text is in English and, where the operator wrote one, in another language (docs/decisions/0039).
 */
export class SiteTextsRepository {
  private readonly all = memoizeAsync(async () => {
    const [english, translations] = await Promise.all([
      this.db.select().from(siteTexts),
      this.db.select().from(siteTextTranslations),
    ]);
    return new Map([
      ...english.map((row) => [`en:${row.key}`, row.value] as const),
      ...translations.map((row) => [`${row.locale}:${row.key}`, row.value] as const),
    ]);
  });

  constructor(private readonly db: Database) {}

  /** The text in `locale`, or in English while it has no version in that language. */
  async get(key: string, locale: Locale = 'en'): Promise<string | undefined> {
    const texts = await this.all.get(undefined);
    return texts.get(`${locale}:${key}`) ?? texts.get(`en:${key}`);
  }
}
