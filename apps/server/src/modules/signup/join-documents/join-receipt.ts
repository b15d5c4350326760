import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import type { FileStorage } from '../../../providers/storage';
import { SiteTextsRepository } from '../../club/site-texts';
import { MemberDocumentsRepository } from '../../membership/documents';
import type { JoinReceiptOf } from '../../membership/billing-run';
import { JoinDocumentsService } from './join-documents.service';
import { JoinRecordsRepository } from './join-records.repository';

/** The receipt of a join's charge from the join's records and documents: made once, then the stored one. */
export function joinReceiptFrom(records: JoinRecordsRepository, documents: JoinDocumentsService): JoinReceiptOf {
  return async (joinRunKey) => {
    const join = await records.byRunKey(joinRunKey);
    return join && documents.ensureReceipt(join);
  };
}

/** The same, built on a database: what the billing notices are given wherever they run (app, command, tests). */
export function joinReceiptOf(deps: {
  db: Database;
  storage: FileStorage;
  config: Pick<Config, 'BRAND_NAME' | 'SUPPORT_EMAIL'>;
}): JoinReceiptOf {
  const { db, storage, config } = deps;
  const documents = new JoinDocumentsService({
    documents: new MemberDocumentsRepository(db),
    storage,
    texts: new SiteTextsRepository(db),
    config,
  });
  return joinReceiptFrom(new JoinRecordsRepository(db), documents);
}
