import { z } from 'zod';
import type { Locale } from '@gym/contracts/i18n/locales';
import { formatCurrency } from '@gym/contracts/money';
import { markup } from '../../../lib/html';
import { type MessageValues, defineCatalog } from '../../../lib/i18n/translator';
import { formatCalendarDate } from '../../../providers/documents';
import type { MailMessage } from '../../../providers/mail';
import { button, keyValueTable, paragraph } from '../../../providers/mail/mail-blocks';
import { mailText, textRows } from '../../../providers/mail/mail-text';
import { message, type BillingMailParty } from '../billing-run';

/**
 * The e-mails of a cancellation (docs/decisions/0028): its confirmation with the last day and the last charge (or
 * the refund of a cancellation in the five business days), and its withdrawal. Each tells what its notice's
 * `details` recorded when it happened.
 */

export type CancellationNoticeKind = 'cancellation' | 'cancellation-withdrawn';

const cancellationDetails = z.object({
  reference: z.string(),
  noticeDate: z.string(),
  lastDay: z.string(),
  coolingOff: z.boolean(),
  lastChargeDate: z.string().nullable(),
  lastChargeCents: z.number().int().nullable(),
  refundCents: z.number().int(),
});

const withdrawnDetails = z.object({ reference: z.string(), nextBillingDay: z.string() });

export interface CancellationMailParty extends BillingMailParty {
  /** `${PUBLIC_URL}/membership`. */
  membershipUrl: string;
}

/** The e-mail of a cancellation notice; throws when its details are not what the kind records. */
export function cancellationMail(
  kind: CancellationNoticeKind,
  details: unknown,
  party: CancellationMailParty,
): Promise<MailMessage> {
  return kind === 'cancellation'
    ? cancelled(cancellationDetails.parse(details), party)
    : withdrawn(withdrawnDetails.parse(details), party);
}

const cancellationText = defineCatalog(
  {
    'mail.cancellation.reference': 'Reference',
    'mail.cancellation.noticeGiven': 'Notice given',
    'mail.cancellation.lastDay': 'Last day of membership',
    'mail.cancellation.refunded': 'Refunded to your card',
    'mail.cancellation.lastCharge': 'Last charge',
    'mail.cancellation.lastChargeOn': '{amount} on {date}; none after it',
    'mail.cancellation.noLastCharge': 'None: no further charges',
    'mail.cancellation.coolingOff':
      'Your {brand} membership is cancelled within five business days of signing, as your agreement allows: it ' +
      'has ended today and every payment you made is refunded to your card.',
    'mail.cancellation.opening':
      'We have received your notice: your {brand} membership is cancelled and ends on {lastDay}. The last month ' +
      'you paid when you joined covers your final month. You can keep using the clubs until then.',
    'mail.cancellation.refundsTake': 'Refunds usually reach your account within 5 to 10 business days.',
    'mail.cancellation.changedMind': 'Changed your mind? You can withdraw the cancellation until your last day:',
    'mail.cancellation.subject': 'Your membership is cancelled ({reference})',
    'mail.cancellation.heading': 'Your membership is cancelled',
    'mail.cancellation.withdrawn':
      'Your cancellation {reference} is withdrawn: your {brand} membership goes on as before, and your monthly ' +
      'dues are charged as usual, next on {next}.',
    'mail.cancellation.withdrawnSubject': 'Your cancellation is withdrawn ({reference})',
    'mail.cancellation.withdrawnHeading': 'Your cancellation is withdrawn',
  },
  {
    'mail.cancellation.reference': 'Referencia',
    'mail.cancellation.noticeGiven': 'Aviso entregado',
    'mail.cancellation.lastDay': 'Último día de la membresía',
    'mail.cancellation.refunded': 'Reembolsado a su tarjeta',
    'mail.cancellation.lastCharge': 'Último cobro',
    'mail.cancellation.lastChargeOn': '{amount} el {date}; ninguno después',
    'mail.cancellation.noLastCharge': 'Ninguno: no habrá más cobros',
    'mail.cancellation.coolingOff':
      'Su membresía de {brand} se canceló dentro de los cinco días hábiles siguientes a la firma, como lo permite ' +
      'su contrato: terminó hoy y se le reembolsarán a su tarjeta todos los pagos que hizo.',
    'mail.cancellation.opening':
      'Recibimos su aviso: su membresía de {brand} está cancelada y termina el {lastDay}. El último mes que pagó ' +
      'al inscribirse cubre su mes final. Puede seguir usando los clubes hasta entonces.',
    'mail.cancellation.refundsTake': 'Los reembolsos suelen llegar a su cuenta en un plazo de 5 a 10 días hábiles.',
    'mail.cancellation.changedMind': '¿Cambió de opinión? Puede retirar la cancelación hasta su último día:',
    'mail.cancellation.subject': 'Su membresía está cancelada ({reference})',
    'mail.cancellation.heading': 'Su membresía está cancelada',
    'mail.cancellation.withdrawn':
      'Su cancelación {reference} se retiró: su membresía de {brand} sigue como antes y su cuota mensual se ' +
      'cobra como siempre; el próximo cobro es el {next}.',
    'mail.cancellation.withdrawnSubject': 'Su cancelación se retiró ({reference})',
    'mail.cancellation.withdrawnHeading': 'Su cancelación se retiró',
  },
);

type CancellationTextId = Parameters<typeof cancellationText.t>[1];

const manage = (party: CancellationMailParty, locale: Locale) =>
  button(party.membershipUrl, mailText.t(locale, 'mail.manageMembership'));

function cancelled(details: z.infer<typeof cancellationDetails>, party: CancellationMailParty): Promise<MailMessage> {
  const locale = party.locale ?? 'en';
  const t = (id: CancellationTextId, values?: MessageValues) => cancellationText.t(locale, id, values);
  const lastDay = formatCalendarDate(details.lastDay, locale);
  const rows: [string, string][] = [
    [t('mail.cancellation.reference'), details.reference],
    [t('mail.cancellation.noticeGiven'), formatCalendarDate(details.noticeDate, locale)],
    [t('mail.cancellation.lastDay'), lastDay],
  ];
  if (details.coolingOff) {
    rows.push([t('mail.cancellation.refunded'), formatCurrency(details.refundCents)]);
  } else {
    rows.push([
      t('mail.cancellation.lastCharge'),
      details.lastChargeDate && details.lastChargeCents !== null
        ? t('mail.cancellation.lastChargeOn', {
            amount: formatCurrency(details.lastChargeCents),
            date: formatCalendarDate(details.lastChargeDate, locale),
          })
        : t('mail.cancellation.noLastCharge'),
    ]);
  }
  const opening = details.coolingOff
    ? t('mail.cancellation.coolingOff', { brand: party.brandName })
    : t('mail.cancellation.opening', { brand: party.brandName, lastDay });
  const after = details.coolingOff ? t('mail.cancellation.refundsTake') : t('mail.cancellation.changedMind');
  return message(party, t('mail.cancellation.subject', { reference: details.reference }), {
    heading: t('mail.cancellation.heading'),
    text: [opening, '', ...textRows(rows, locale), '', after, party.membershipUrl],
    html: markup`${paragraph(opening)}${keyValueTable(rows)}${paragraph(after)}${manage(party, locale)}`,
  });
}

function withdrawn(details: z.infer<typeof withdrawnDetails>, party: CancellationMailParty): Promise<MailMessage> {
  const locale = party.locale ?? 'en';
  const t = (id: CancellationTextId, values?: MessageValues) => cancellationText.t(locale, id, values);
  const state = t('mail.cancellation.withdrawn', {
    reference: details.reference,
    brand: party.brandName,
    next: formatCalendarDate(details.nextBillingDay, locale),
  });
  return message(party, t('mail.cancellation.withdrawnSubject', { reference: details.reference }), {
    heading: t('mail.cancellation.withdrawnHeading'),
    text: [state, '', mailText.t(locale, 'mail.yourMembership'), party.membershipUrl],
    html: markup`${paragraph(state)}${manage(party, locale)}`,
  });
}
