import type { Database } from '../../../db/client';
import { referrals } from '../../../db/schema';

/** Each use of a referral link is a row; its id travels with the sign-up as the referral person's referralId. */
export class ReferralsRepository {
  constructor(private readonly db: Database) {}

  async create(referrerUserId: string, code: string | null): Promise<string> {
    const [row] = await this.db.insert(referrals).values({ referrerUserId, code }).returning({ id: referrals.id });
    if (!row) throw new Error('referral insert returned no row');
    return row.id;
  }
}
