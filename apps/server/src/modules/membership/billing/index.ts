// The front door of membership/billing: what other modules (and the app's composition) may use; the rest is internal.
export { BillingAccountService } from './billing-account.service';
export { historyOf } from './billing-history-view';
export { BillingHistoryRepository } from './billing-history.repository';
export type { ChargeHistoryRow } from './billing-history.repository';
export { nextRetryDay } from './billing-standing';
export { BILLING_TEXTS } from './billing-text';
export { balanceOf, cardLabel } from './billing-view';
export type { PaymentAttemptStatus } from './billing.schema';
export { MemberBillingRepository, chargeableCard } from './member-billing.repository';
export type { CardRow, LedgerRow } from './member-billing.repository';
export { billingAccountRoutes, paymentKeyOf } from './member-billing.routes';
export { MemberCardsService } from './member-cards.service';
export { MemberPaymentService } from './member-payment.service';
export { MemberPaymentsRepository } from './member-payments.repository';
export type { PaymentAttempt, PaymentPurpose } from './member-payments.repository';
export { schedulePaymentReconciliation } from './payment-reconciler';
