import { z } from 'zod';
import { formatCurrency } from '@gym/contracts/money';
import { markup } from '../../../lib/html';
import { type MessageValues, defineCatalog } from '../../../lib/i18n/translator';
import { formatCalendarDate } from '../../../providers/documents';
import type { MailAttachment, MailMessage } from '../../../providers/mail';
import { button, keyValueTable, paragraph } from '../../../providers/mail/mail-blocks';
import { mailText, textRows } from '../../../providers/mail/mail-text';
import { message, type BillingMailParty } from '../billing-run';

/**
 * The e-mails of a change of plan or club (docs/decisions/0028): applied (an upgrade, charged today) or scheduled
 * (from the next billing day), each with the updated agreement the member signed; and a scheduled one withdrawn.
 * Each tells what its notice's `details` recorded when it happened.
 */

export type PlanChangeNoticeKind = 'plan-change' | 'plan-change-withdrawn';

export const planChangeMailDetails = z.object({
  changeId: z.string(),
  reference: z.string(),
  status: z.enum(['applied', 'scheduled', 'withdrawn']),
  planName: z.string(),
  clubName: z.string(),
  priceCents: z.number().int(),
  effectiveDate: z.string(),
  chargedCents: z.number().int(),
  agreementId: z.string().nullable(),
});
export type PlanChangeMailDetails = z.infer<typeof planChangeMailDetails>;

export interface PlanChangeMailParty extends BillingMailParty {
  /** `${PUBLIC_URL}/membership`. */
  membershipUrl: string;
}

const planChangeText = defineCatalog(
  {
    'mail.planChange.plan': '{plan} at {club}',
    'mail.planChange.dues': '{amount} a month, charged on the 1st of every month',
    'mail.planChange.withdrawn':
      'Your scheduled change {reference} to {plan} is withdrawn: your membership stays as it is and your monthly ' +
      'dues are charged as before.',
    'mail.planChange.withdrawnSubject': 'Your plan change is withdrawn ({reference})',
    'mail.planChange.withdrawnHeading': 'Your plan change is withdrawn',
    'mail.planChange.reference': 'Reference',
    'mail.planChange.planLabel': 'Plan',
    'mail.planChange.duesLabel': 'Monthly dues',
    'mail.planChange.takesEffect': 'Takes effect',
    'mail.planChange.chargedToday': 'Charged today',
    'mail.planChange.chargedTodayValue': '{amount} (the difference for the rest of this month)',
    'mail.planChange.applied': 'Your {brand} membership is changed: you are on {plan} from today.',
    'mail.planChange.scheduled':
      'Your change of plan is scheduled: from {from} you will be on {plan}. Until then nothing changes, and you ' +
      'can withdraw it from your membership page.',
    'mail.planChange.attached': 'Attached: your updated membership agreement, {file}.',
    'mail.planChange.appliedSubject': 'Your membership is changed ({reference})',
    'mail.planChange.scheduledSubject': 'Your plan change is scheduled ({reference})',
    'mail.planChange.appliedHeading': 'Your membership is changed',
    'mail.planChange.scheduledHeading': 'Your plan change is scheduled',
  },
  {
    'mail.planChange.plan': '{plan} en {club}',
    'mail.planChange.dues': '{amount} al mes, que se cobran el día 1 de cada mes',
    'mail.planChange.withdrawn':
      'Su cambio programado {reference} a {plan} se retiró: su membresía sigue como está y su cuota mensual se ' +
      'cobra como antes.',
    'mail.planChange.withdrawnSubject': 'Su cambio de plan se retiró ({reference})',
    'mail.planChange.withdrawnHeading': 'Su cambio de plan se retiró',
    'mail.planChange.reference': 'Referencia',
    'mail.planChange.planLabel': 'Plan',
    'mail.planChange.duesLabel': 'Cuota mensual',
    'mail.planChange.takesEffect': 'Entra en vigor',
    'mail.planChange.chargedToday': 'Cobrado hoy',
    'mail.planChange.chargedTodayValue': '{amount} (la diferencia por lo que queda de este mes)',
    'mail.planChange.applied': 'Su membresía de {brand} cambió: desde hoy tiene el plan {plan}.',
    'mail.planChange.scheduled':
      'Su cambio de plan está programado: a partir del {from} tendrá el plan {plan}. Hasta entonces no cambia ' +
      'nada, y puede retirarlo desde la página de su membresía.',
    'mail.planChange.attached': 'Adjunto: su contrato de membresía actualizado, {file}.',
    'mail.planChange.appliedSubject': 'Su membresía cambió ({reference})',
    'mail.planChange.scheduledSubject': 'Su cambio de plan está programado ({reference})',
    'mail.planChange.appliedHeading': 'Su membresía cambió',
    'mail.planChange.scheduledHeading': 'Su cambio de plan está programado',
  },
);

/** The e-mail of a plan-change notice; the agreement is attached to a confirmation. */
export function planChangeMail(
  kind: PlanChangeNoticeKind,
  details: PlanChangeMailDetails,
  party: PlanChangeMailParty,
  agreement: MailAttachment | null,
): Promise<MailMessage> {
  const locale = party.locale ?? 'en';
  const t = (id: Parameters<typeof planChangeText.t>[1], values?: MessageValues) =>
    planChangeText.t(locale, id, values);
  const plan = t('mail.planChange.plan', { plan: details.planName, club: details.clubName });
  const dues = t('mail.planChange.dues', { amount: formatCurrency(details.priceCents) });
  const from = formatCalendarDate(details.effectiveDate, locale);
  const manage = button(party.membershipUrl, mailText.t(locale, 'mail.manageMembership'));
  if (kind === 'plan-change-withdrawn') {
    const state = t('mail.planChange.withdrawn', { reference: details.reference, plan });
    return message(party, t('mail.planChange.withdrawnSubject', { reference: details.reference }), {
      heading: t('mail.planChange.withdrawnHeading'),
      text: [state, '', mailText.t(locale, 'mail.yourMembership'), party.membershipUrl],
      html: markup`${paragraph(state)}${manage}`,
    });
  }
  const applied = details.status === 'applied';
  const rows: [string, string][] = [
    [t('mail.planChange.reference'), details.reference],
    [t('mail.planChange.planLabel'), plan],
    [t('mail.planChange.duesLabel'), dues],
    [t('mail.planChange.takesEffect'), from],
    ...(applied
      ? ([
          [
            t('mail.planChange.chargedToday'),
            t('mail.planChange.chargedTodayValue', { amount: formatCurrency(details.chargedCents) }),
          ],
        ] as [string, string][])
      : []),
  ];
  const opening = applied
    ? t('mail.planChange.applied', { brand: party.brandName, plan })
    : t('mail.planChange.scheduled', { from, plan });
  const file = agreement ? [t('mail.planChange.attached', { file: agreement.filename })] : [];
  return message(
    party,
    applied
      ? t('mail.planChange.appliedSubject', { reference: details.reference })
      : t('mail.planChange.scheduledSubject', { reference: details.reference }),
    {
      heading: applied ? t('mail.planChange.appliedHeading') : t('mail.planChange.scheduledHeading'),
      text: [opening, '', ...textRows(rows, locale), '', ...file, party.membershipUrl],
      html: markup`${paragraph(opening)}${keyValueTable(rows)}${file.map(paragraph)}${manage}`,
    },
    agreement ? [agreement] : undefined,
  );
}
