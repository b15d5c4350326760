import QRCode from 'qrcode';
import { z } from 'zod';
import { markup } from '../../../lib/html';
import { formatCalendarDate } from '../../../providers/documents';
import type { MailMessage } from '../../../providers/mail';
import { keyValueTable, paragraph } from '../../../providers/mail/mail-blocks';
import { type BillingMailParty, message } from '../billing-run/billing-mail';

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

/**
 * The guest's e-mail (docs/decisions/0028): the code and its QR code (attached as a PNG), valid once until the
 * month's last day. It goes to the guest (the notice's recipient), greeted by the name the member gave.
 */
export async function guestPassMail(details: unknown, party: BillingMailParty): Promise<MailMessage> {
  const { memberFirstName, guestName, code, validUntil } = guestPassDetails.parse(details);
  const until = formatCalendarDate(validUntil);
  const opening = `${memberFirstName} has given you a guest pass to ${party.brandName}: one free visit.`;
  const how =
    'Show the QR code attached to this e-mail, or tell the front desk the code, when you arrive. ' +
    'The pass can be used once.';
  const rows: [string, string][] = [
    ['Guest pass code', code],
    ['Valid until', until],
  ];
  const file = `guest-pass-${code}.png`;
  return message(
    { ...party, member: { ...party.member, firstName: guestName } },
    `${memberFirstName} gave you a guest pass to ${party.brandName}`,
    {
      heading: `${memberFirstName} gave you a guest pass`,
      text: [opening, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', how, `Attached: ${file}.`],
      html: markup`${paragraph(opening)}${keyValueTable(rows)}${paragraph(how)}${paragraph(`Attached: ${file}.`)}`,
      reason: `You received this e-mail because ${memberFirstName}, a ${party.brandName} member, gave you a guest pass.`,
    },
    [{ filename: file, contentType: 'image/png', content: await guestPassQrPng(code) }],
  );
}
