import QRCode from 'qrcode';
import { z } from 'zod';
import { markup } from '../../../lib/html';
import { type MessageValues, defineCatalog } from '../../../lib/i18n/translator';
import { formatCalendarDate } from '../../../providers/documents';
import type { MailMessage } from '../../../providers/mail';
import { keyValueTable, paragraph } from '../../../providers/mail/mail-blocks';
import { mailText, textRows } from '../../../providers/mail/mail-text';
import { message, type BillingMailParty } from '../billing-run';

/** What a guest pass notice records when the pass is given (guest-passes.repository.ts). */
const guestPassDetails = z.object({
  memberFirstName: z.string(),
  guestName: z.string(),
  code: z.string(),
  validUntil: z.string(),
});

/** The code as a QR code the front desk's scanner reads: a PNG, large enough to scan from a phone's screen. */
export function guestPassQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: 320 });
}

const guestPassText = defineCatalog(
  {
    'mail.guestPass.opening': '{member} has given you a guest pass to {brand}: one free visit.',
    'mail.guestPass.how':
      'Show the QR code attached to this e-mail, or tell the front desk the code, when you arrive. The pass can ' +
      'be used once.',
    'mail.guestPass.code': 'Guest pass code',
    'mail.guestPass.validUntil': 'Valid until',
    'mail.guestPass.subject': '{member} gave you a guest pass to {brand}',
    'mail.guestPass.heading': '{member} gave you a guest pass',
    'mail.guestPass.reason': 'You received this e-mail because {member}, a {brand} member, gave you a guest pass.',
  },
  {
    'mail.guestPass.opening': '{member} le regaló un pase de invitado para {brand}: una visita gratis.',
    'mail.guestPass.how':
      'Cuando llegue, muestre el código QR adjunto a este correo electrónico o diga el código en la recepción. ' +
      'El pase se puede usar una sola vez.',
    'mail.guestPass.code': 'Código del pase de invitado',
    'mail.guestPass.validUntil': 'Válido hasta',
    'mail.guestPass.subject': '{member} le regaló un pase de invitado para {brand}',
    'mail.guestPass.heading': '{member} le regaló un pase de invitado',
    'mail.guestPass.reason':
      'Recibió este correo electrónico porque {member}, miembro de {brand}, le regaló un pase de invitado.',
  },
);

/**
 * The guest's e-mail (docs/decisions/0028): the code and its QR code (attached as a PNG), valid once until the
 * month's last day. It goes to the guest (the notice's recipient), greeted by the name the member gave, in the
 * member's language (the guest has no account of their own).
 */
export async function guestPassMail(details: unknown, party: BillingMailParty): Promise<MailMessage> {
  const { memberFirstName, guestName, code, validUntil } = guestPassDetails.parse(details);
  const locale = party.locale ?? 'en';
  const t = (id: Parameters<typeof guestPassText.t>[1], values?: MessageValues) => guestPassText.t(locale, id, values);
  const names = { member: memberFirstName, brand: party.brandName };
  const opening = t('mail.guestPass.opening', names);
  const how = t('mail.guestPass.how');
  const rows: [string, string][] = [
    [t('mail.guestPass.code'), code],
    [t('mail.guestPass.validUntil'), formatCalendarDate(validUntil, locale)],
  ];
  const file = `guest-pass-${code}.png`;
  const attached = mailText.t(locale, 'mail.attached', { files: file });
  return message(
    { ...party, member: { ...party.member, firstName: guestName } },
    t('mail.guestPass.subject', names),
    {
      heading: t('mail.guestPass.heading', names),
      text: [opening, '', ...textRows(rows, locale), '', how, attached],
      html: markup`${paragraph(opening)}${keyValueTable(rows)}${paragraph(how)}${paragraph(attached)}`,
      reason: t('mail.guestPass.reason', names),
    },
    [{ filename: file, contentType: 'image/png', content: await guestPassQrPng(code) }],
  );
}
