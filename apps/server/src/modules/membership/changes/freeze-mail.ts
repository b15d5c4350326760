import { z } from 'zod';
import type { Locale } from '@gym/contracts/i18n/locales';
import { formatCurrency } from '@gym/contracts/money';
import type { MailMessage } from '../../../providers/mail';
import { formatCalendarDate } from '../../../providers/documents';
import { markup } from '../../../lib/html';
import { type MessageValues, defineCatalog } from '../../../lib/i18n/translator';
import { message, periodName, type BillingMailParty } from '../billing-run';
import { button, keyValueTable, paragraph } from '../../../providers/mail/mail-blocks';
import { mailText, textRows } from '../../../providers/mail/mail-text';

/**
 * The e-mails of a freeze (docs/decisions/0028): its confirmation, an unfreeze, and the reminder seven days
 * before billing resumes. Each tells what its notice's `details` recorded when it happened.
 */

export type FreezeNoticeKind = 'freeze' | 'unfreeze' | 'freeze-ending';

const freezeDetails = z.object({
  reference: z.string(),
  months: z.number().int(),
  firstPeriod: z.string(),
  lastPeriod: z.string(),
  feeCents: z.number().int(),
  resumesOn: z.string(),
});

const unfreezeDetails = z.object({
  reference: z.string(),
  outcome: z.enum(['withdrawn', 'ended']),
  /** The month the freeze ended in (its fee stays billed); null for a freeze withdrawn before it began. */
  lastPeriod: z.string().nullable(),
  feeCents: z.number().int(),
  resumesOn: z.string(),
});

const endingDetails = z.object({
  reference: z.string(),
  lastPeriod: z.string(),
  resumesOn: z.string(),
  duesCents: z.number().int(),
});

export interface FreezeMailParty extends BillingMailParty {
  /** `${PUBLIC_URL}/membership`: where the member sees and changes their freeze. */
  membershipUrl: string;
}

const freezeText = defineCatalog(
  {
    'mail.freeze.months': '{count, plural, one {# month} other {# months}}',
    'mail.freeze.range': '{first} to {last}',
    'mail.freeze.noFee': 'None',
    'mail.freeze.fee': '{fee} a month, charged on the 1st of each frozen month instead of your dues',
    'mail.freeze.reference': 'Reference',
    'mail.freeze.frozen': 'Frozen',
    'mail.freeze.frozenValue': '{months} ({count})',
    'mail.freeze.feeLabel': 'Freeze fee',
    'mail.freeze.resumes': 'Billing resumes',
    'mail.freeze.opening': 'Your {brand} membership freeze is confirmed.',
    'mail.freeze.meanwhile':
      'Check-in is paused while your membership is frozen. Changed your mind? You can unfreeze at any time.',
    'mail.freeze.subject': 'Your membership freeze is confirmed ({reference})',
    'mail.freeze.heading': 'Your membership freeze is confirmed',
    'mail.freeze.withdrawn':
      'Your freeze {reference} is withdrawn before it began: nothing is frozen and your monthly dues are charged ' +
      'as usual, next on {resumes}.',
    'mail.freeze.ended': 'Your freeze {reference} has ended and your membership is active again: you can check in. ',
    'mail.freeze.feeStays': 'The freeze fee of {fee} for {month} stays charged; ',
    'mail.freeze.duesResume': 'your monthly dues resume on {resumes}.',
    'mail.freeze.unfrozenSubject': 'Your membership is unfrozen ({reference})',
    'mail.freeze.unfrozenHeading': 'Your membership is unfrozen',
    'mail.freeze.ending':
      'Your membership freeze ({reference}) ends with {month}. Billing resumes on {resumes}: your monthly dues of ' +
      '{dues} will be charged to your card on file, and you can check in again from that day.',
    'mail.freeze.endingSubject': 'Your membership freeze ends soon',
    'mail.freeze.seeYou': 'We look forward to seeing you!',
    'mail.freeze.seeYouLine': 'We look forward to seeing you! Your membership:',
  },
  {
    'mail.freeze.months': '{count, plural, one {# mes} other {# meses}}',
    'mail.freeze.range': 'De {first} a {last}',
    'mail.freeze.noFee': 'Ninguno',
    'mail.freeze.fee': '{fee} al mes, que se cobran el día 1 de cada mes congelado en lugar de su cuota',
    'mail.freeze.reference': 'Referencia',
    'mail.freeze.frozen': 'Congelada',
    'mail.freeze.frozenValue': '{months} ({count})',
    'mail.freeze.feeLabel': 'Cargo por congelación',
    'mail.freeze.resumes': 'La facturación se reanuda',
    'mail.freeze.opening': 'La congelación de su membresía de {brand} está confirmada.',
    'mail.freeze.meanwhile':
      'No podrá registrar su entrada mientras su membresía esté congelada. ¿Cambió de opinión? Puede ' +
      'descongelarla en cualquier momento.',
    'mail.freeze.subject': 'La congelación de su membresía está confirmada ({reference})',
    'mail.freeze.heading': 'La congelación de su membresía está confirmada',
    'mail.freeze.withdrawn':
      'Su congelación {reference} se retiró antes de empezar: no hay nada congelado y su cuota mensual se cobra ' +
      'como siempre; el próximo cobro es el {resumes}.',
    'mail.freeze.ended':
      'Su congelación {reference} terminó y su membresía vuelve a estar activa: ya puede registrar su entrada. ',
    'mail.freeze.feeStays': 'El cargo por congelación de {fee} de {month} se mantiene; ',
    'mail.freeze.duesResume': 'su cuota mensual se reanuda el {resumes}.',
    'mail.freeze.unfrozenSubject': 'Su membresía está descongelada ({reference})',
    'mail.freeze.unfrozenHeading': 'Su membresía está descongelada',
    'mail.freeze.ending':
      'La congelación de su membresía ({reference}) termina con {month}. La facturación se reanuda el {resumes}: ' +
      'su cuota mensual de {dues} se cobrará a su tarjeta registrada, y podrá registrar su entrada de nuevo a ' +
      'partir de ese día.',
    'mail.freeze.endingSubject': 'La congelación de su membresía termina pronto',
    'mail.freeze.seeYou': '¡Esperamos su visita!',
    'mail.freeze.seeYouLine': '¡Esperamos su visita! Su membresía:',
  },
);

type FreezeTextId = Parameters<typeof freezeText.t>[1];
const translator = (locale: Locale) => (id: FreezeTextId, values?: MessageValues) => freezeText.t(locale, id, values);

/** The e-mail of a freeze notice; throws when its details are not what the kind records. */
export function freezeMail(kind: FreezeNoticeKind, details: unknown, party: FreezeMailParty): Promise<MailMessage> {
  switch (kind) {
    case 'freeze':
      return freezeConfirmed(freezeDetails.parse(details), party);
    case 'unfreeze':
      return unfrozen(unfreezeDetails.parse(details), party);
    case 'freeze-ending':
      return freezeEnding(endingDetails.parse(details), party);
  }
}

/** The main action of every freeze e-mail. */
const manage = (party: FreezeMailParty, locale: Locale) =>
  button(party.membershipUrl, mailText.t(locale, 'mail.manageMembership'));

function freezeConfirmed(details: z.infer<typeof freezeDetails>, party: FreezeMailParty): Promise<MailMessage> {
  const locale = party.locale ?? 'en';
  const t = translator(locale);
  const frozen =
    details.firstPeriod === details.lastPeriod
      ? periodName(details.firstPeriod, locale)
      : t('mail.freeze.range', {
          first: periodName(details.firstPeriod, locale),
          last: periodName(details.lastPeriod, locale),
        });
  const fee =
    details.feeCents === 0 ? t('mail.freeze.noFee') : t('mail.freeze.fee', { fee: formatCurrency(details.feeCents) });
  const rows: [string, string][] = [
    [t('mail.freeze.reference'), details.reference],
    [
      t('mail.freeze.frozen'),
      t('mail.freeze.frozenValue', { months: frozen, count: t('mail.freeze.months', { count: details.months }) }),
    ],
    [t('mail.freeze.feeLabel'), fee],
    [t('mail.freeze.resumes'), formatCalendarDate(details.resumesOn, locale)],
  ];
  const opening = t('mail.freeze.opening', { brand: party.brandName });
  const meanwhile = t('mail.freeze.meanwhile');
  return message(party, t('mail.freeze.subject', { reference: details.reference }), {
    heading: t('mail.freeze.heading'),
    text: [opening, '', ...textRows(rows, locale), '', meanwhile, party.membershipUrl],
    html: markup`${paragraph(opening)}${keyValueTable(rows)}${paragraph(meanwhile)}${manage(party, locale)}`,
  });
}

function unfrozen(details: z.infer<typeof unfreezeDetails>, party: FreezeMailParty): Promise<MailMessage> {
  const locale = party.locale ?? 'en';
  const t = translator(locale);
  const resumes = formatCalendarDate(details.resumesOn, locale);
  const state =
    details.outcome === 'withdrawn' || details.lastPeriod === null
      ? t('mail.freeze.withdrawn', { reference: details.reference, resumes })
      : t('mail.freeze.ended', { reference: details.reference }) +
        (details.feeCents > 0
          ? t('mail.freeze.feeStays', {
              fee: formatCurrency(details.feeCents),
              month: periodName(details.lastPeriod, locale),
            })
          : '') +
        t('mail.freeze.duesResume', { resumes });
  return message(party, t('mail.freeze.unfrozenSubject', { reference: details.reference }), {
    heading: t('mail.freeze.unfrozenHeading'),
    text: [state, '', mailText.t(locale, 'mail.yourMembership'), party.membershipUrl],
    html: markup`${paragraph(state)}${manage(party, locale)}`,
  });
}

function freezeEnding(details: z.infer<typeof endingDetails>, party: FreezeMailParty): Promise<MailMessage> {
  const locale = party.locale ?? 'en';
  const t = translator(locale);
  const state = t('mail.freeze.ending', {
    reference: details.reference,
    month: periodName(details.lastPeriod, locale),
    resumes: formatCalendarDate(details.resumesOn, locale),
    dues: formatCurrency(details.duesCents),
  });
  const subject = t('mail.freeze.endingSubject');
  return message(party, subject, {
    heading: subject,
    text: [state, '', t('mail.freeze.seeYouLine'), party.membershipUrl],
    html: markup`${paragraph(state)}${paragraph(t('mail.freeze.seeYou'))}${manage(party, locale)}`,
  });
}
