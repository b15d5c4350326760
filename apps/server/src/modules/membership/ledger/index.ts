/**
 * The ledger's front door: what other modules (and the demo chain's seed) may use of it. Money's owner in the
 * membership domain (issue 27): the idempotency keys of every charge, and the bulk path that writes a history.
 */
export {
  type NewPaymentAttempt,
  type NewRefund,
  type PaymentAttemptRow,
  type RefundRow,
  paymentAttemptsLedger,
  refundsLedger,
} from './attempts-and-refunds';
export { LEDGER_KEYS } from './ledger-keys';
export { refundDecision } from './refund-rules';
export {
  type ChargeRow,
  type LedgerLine,
  type MonthlyLine,
  type NewCharge,
  ledger,
  lockMember,
  lockMembersOf,
} from './ledger';
export {
  type PastCard,
  type PastCollection,
  type PastJoin,
  type PastMonth,
  type ProviderCharge,
  recordLedgerHistory,
} from './ledger-history';
