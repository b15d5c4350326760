export {
  type AgreementInput,
  CANCELLATION_NOTICE_HEADING,
  DocumentInputError,
  generateMembershipAgreement,
} from './agreement';
export { type Purchase, describeTerm, formatCalendarDate, formatInstant } from './format';
export { type ReceiptInput, generateReceipt } from './receipt';
