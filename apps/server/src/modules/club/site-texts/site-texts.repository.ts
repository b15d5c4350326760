import type { Database } from '../../../db/client';
import { siteTexts } from '../../../db/schema';
import { memoizeAsync } from '../../../lib/memo';

/** Editable copy (terms, popups): reference data written only by the seed at start, so read once per process. */
export class SiteTextsRepository {
  private readonly all = memoizeAsync(async () => {
    const rows = await this.db.select().from(siteTexts);
    return new Map(rows.map((row) => [row.key, row.value]));
  });

  constructor(private readonly db: Database) {}

  async get(key: string): Promise<string | undefined> {
    return (await this.all.get(undefined)).get(key);
  }
}
