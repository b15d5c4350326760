// The front door of membership/billing-run: what other modules (and the app's composition) may use; the rest is internal.
export {
  addDays,
  duesDescription,
  freezeFeeDescription,
  nextBillingDay,
  periodName,
  periodOf,
} from './billing-calendar';
export { message } from './billing-mail';
export type { BillingMailParty } from './billing-mail';
export { createBillingNotices, scheduleBillingNotices, sendNoticesAfterChanges } from './billing-notices.module';
export { BillingReceiptsRepository } from './billing-receipts.repository';
export { BillingReceiptsService } from './billing-receipts.service';
export type { JoinReceiptOf } from './billing-receipts.service';
export { createBillingRun, scheduleBillingRun } from './billing-run.module';
export { nextRetry } from './dunning';
export { insertNotices, restorePaidMemberships } from './member-standing';
export { billingReceiptsRoutes } from './receipts.routes';
