import { sql } from 'drizzle-orm';
import { STEP, STEP_TITLES } from '@gym/contracts/messages';
import type { Database } from '../../../db/client';
import { DELETED_MEMBER_NAME } from '../deleted-member';

const FINISHED_PAGE = STEP_TITLES[STEP.congratulation];
const ANONYMISED_NAME = `${DELETED_MEMBER_NAME.firstName} ${DELETED_MEMBER_NAME.lastName}`;

/** What one pass of the retention job deleted. */
export interface RetentionCounts {
  signups: number;
  cards: number;
  joinRuns: number;
}

/** The records a deletion kept, gone once their period is over: how many, and the files to delete after the commit. */
export interface ExpiredRecords {
  documents: number;
  signatures: number;
  files: string[];
}

/**
 * The personal data abandoned sign-ups leave (docs/decisions/0054): the tracking row (what the person typed; its
 * resume links and follow-up marks go with it), the cards given before there was a member, and the join runs that
 * never made one (their declined or failed attempts keep the form as sent). A sign-up leaves no file: the photo is
 * uploaded only after the join. Each statement deletes what is older than the cut-off; run twice or by two
 * instances at once, the second finds nothing left.
 */
export class RetentionRepository {
  constructor(private readonly db: Database) {}

  async deleteAbandoned(cutoff: Date): Promise<RetentionCounts> {
    const before = cutoff.toISOString();
    return this.db.transaction(async (tx) => {
      const signups = await tx.execute(sql`delete from signup_tracking
        where updated_at < ${before} and current_page <> ${FINISHED_PAGE} returning id`);
      const cards = await tx.execute(sql`delete from signup_cards where updated_at < ${before} returning id`);
      // A run that never succeeded: its declined and failed attempts, then the run once none is left.
      await tx.execute(sql`delete from join_attempts a using join_submissions s
        where a.run_key = s.run_key and s.status = 'pending' and s.user_id is null and s.updated_at < ${before}
          and a.status in ('declined', 'failed') and a.updated_at < ${before}`);
      const runs = await tx.execute(sql`delete from join_submissions s
        where s.status = 'pending' and s.user_id is null and s.updated_at < ${before}
          and not exists (select 1 from join_attempts a where a.run_key = s.run_key) returning run_key`);
      const count = (result: unknown) => (result as { rows: unknown[] }).rows.length;
      return { signups: count(signups), cards: count(cards), joinRuns: count(runs) };
    });
  }

  /**
   * What a completed deletion kept for the law (docs/decisions/0054), once the deletion is older than `cutoff`: the
   * member's PDFs (the signed agreement, receipts) and the e-signatures, rows now and files after the commit. The
   * charges and the ledger stay as the books' figures; they name nobody once the account is anonymised.
   */
  async deleteExpiredKeptRecords(cutoff: Date): Promise<ExpiredRecords> {
    const before = cutoff.toISOString();
    return this.db.transaction(async (tx) => {
      const deleted = sql`(select user_id from privacy_requests
        where kind = 'deletion' and completed_at is not null and completed_at < ${before})`;
      await tx.execute(sql`update plan_changes set agreement_id = null
        where agreement_id in (select id from member_documents where user_id in ${deleted})`);
      const documents = (await tx.execute(
        sql`delete from member_documents where user_id in ${deleted} returning storage_key as key`,
      )) as unknown as { rows: { key: string }[] };
      const signatures = (await tx.execute(
        sql`delete from e_signatures where user_id in ${deleted} returning signature_key as key, photo_key as photo`,
      )) as unknown as { rows: { key: string; photo: string | null }[] };
      const files = [
        ...documents.rows.map((row) => row.key),
        ...signatures.rows.flatMap((row) => (row.photo ? [row.key, row.photo] : [row.key])),
      ];
      return { documents: documents.rows.length, signatures: signatures.rows.length, files };
    });
  }

  /**
   * The record of a request answered before `cutoff` (the regulations' 24 months) forgets whose it was: its name
   * becomes the anonymised account's, its number leading only to that account. Run twice or by two instances at
   * once, the second finds nothing left.
   */
  async forgetRequestNames(cutoff: Date): Promise<number> {
    const result = (await this.db.execute(sql`update privacy_requests set member_name = ${ANONYMISED_NAME}
      where completed_at is not null and completed_at < ${cutoff.toISOString()} and member_name <> ${ANONYMISED_NAME}
      returning id`)) as unknown as { rows: unknown[] };
    return result.rows.length;
  }
}
