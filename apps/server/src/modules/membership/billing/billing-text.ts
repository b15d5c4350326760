import type { Locale } from '@gym/contracts/i18n/locales';
import { defineCatalog, defineSpanish, sharedText } from '../../../lib/i18n/translator';
import { duesDescription, freezeFeeDescription } from '../billing-run';

/**
 * A member's billing in their language (docs/decisions/0039). The ledger keeps its lines' texts in English, as
 * written when they were booked; the member reads them in the page's language: a month's dues and freeze fee are
 * said again from their period, a payment's line from the card it names, and the fixed texts by their English.
 * A line a person typed (a refund's reason) stays as it was typed.
 */

/** The fixed texts of the payment history and receipts (their English is what the ledger and tests hold). */
export const BILLING_TEXTS = {
  balancePayment: 'Balance payment',
  monthlyDues: 'Monthly dues',
  planChangePayment: 'Plan change: the difference for the rest of the month',
  trainingPackPayment: 'Personal training sessions',
  otherBalance: 'Other balance due',
  creditApplied: 'Credit applied',
  joining: 'Joining',
  firstMonth: 'first month',
  firstMonthProrated: 'first month (prorated)',
  autopay: 'Autopay',
  noCardOnFile: 'No card on file.',
  noCharge: 'The provider made no charge.',
  providerTimeout: 'The payment provider did not answer in time. Please try again.',
} as const;

defineSpanish({
  [BILLING_TEXTS.balancePayment]: 'Pago del saldo',
  [BILLING_TEXTS.monthlyDues]: 'Cuota mensual',
  [BILLING_TEXTS.planChangePayment]: 'Cambio de plan: la diferencia por lo que queda del mes',
  [BILLING_TEXTS.trainingPackPayment]: 'Sesiones de entrenamiento personal',
  [BILLING_TEXTS.otherBalance]: 'Otro saldo pendiente',
  [BILLING_TEXTS.creditApplied]: 'Crédito aplicado',
  [BILLING_TEXTS.joining]: 'Inscripción',
  [BILLING_TEXTS.firstMonth]: 'primer mes',
  [BILLING_TEXTS.firstMonthProrated]: 'primer mes (prorrateado)',
  [BILLING_TEXTS.autopay]: 'Cobro automático',
  [BILLING_TEXTS.noCardOnFile]: 'No hay ninguna tarjeta registrada.',
  [BILLING_TEXTS.noCharge]: 'El proveedor no hizo ningún cobro.',
  [BILLING_TEXTS.providerTimeout]: 'El proveedor de pagos no respondió a tiempo. Inténtelo de nuevo.',
});

export const billingText = defineCatalog(
  {
    'billing.line.payment': 'Payment, {card}',
    'billing.line.autopay': 'Autopay, {card}',
    'billing.line.refund': 'Refund: {reason}',
    'billing.joining.plan': 'Joining: {plan}',
    'billing.joining.first': 'Joining: {first}',
    'billing.joining.firstAndLast': 'Joining: {first} and last month',
    'billing.card': '{brand} ending {last4}',
  },
  {
    'billing.line.payment': 'Pago, {card}',
    'billing.line.autopay': 'Cobro automático, {card}',
    'billing.line.refund': 'Reembolso: {reason}',
    'billing.joining.plan': 'Inscripción: {plan}',
    'billing.joining.first': 'Inscripción: {first}',
    'billing.joining.firstAndLast': 'Inscripción: {first} y último mes',
    'billing.card': '{brand} terminada en {last4}',
  },
);

/** 'Visa ending 4242' as stored in a line, in `locale`. */
export function storedCardLabel(label: string, locale: Locale): string {
  const named = /^(.+) ending (\w+)$/.exec(label);
  return named && locale !== 'en'
    ? billingText.t(locale, 'billing.card', { brand: named[1]!, last4: named[2]! })
    : label;
}

/** A ledger line's text in `locale` (see the module's comment); English as stored. */
export function ledgerDescription(
  row: { kind: string; description: string; period: string | null },
  locale: Locale,
): string {
  if (locale === 'en') return row.description;
  if (row.period && row.kind === 'dues') return duesDescription(row.period, locale);
  if (row.period && row.kind === 'freeze_fee') return freezeFeeDescription(row.period, locale);
  if (row.description === BILLING_TEXTS.autopay) return sharedText(locale, BILLING_TEXTS.autopay);
  const line = /^(Payment|Autopay|Refund)(?:, |: )(.+)$/.exec(row.description);
  if (line?.[1] === 'Payment')
    return billingText.t(locale, 'billing.line.payment', { card: storedCardLabel(line[2]!, locale) });
  if (line?.[1] === 'Autopay')
    return billingText.t(locale, 'billing.line.autopay', { card: storedCardLabel(line[2]!, locale) });
  if (line?.[1] === 'Refund') return billingText.t(locale, 'billing.line.refund', { reason: line[2]! });
  return row.description;
}
