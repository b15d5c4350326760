export {
  type AgreementChange,
  type AgreementInput,
  CANCELLATION_NOTICE_HEADING,
  DocumentInputError,
  generateMembershipAgreement,
} from './agreement';
export { type Purchase, describeTerm, formatCalendarDate, formatInstant } from './format';
export {
  type AccountPayment,
  type JoinReceiptInput,
  type PaymentReceiptInput,
  type ReceiptInput,
  type ReceiptItem,
  generateReceipt,
  receiptNumberOf,
} from './receipt';
