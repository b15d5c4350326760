import type { Locale } from '@gym/contracts/i18n/locales';
import { markup } from '../../../lib/html';
import { type MessageValues, defineCatalog } from '../../../lib/i18n/translator';
import type { MailMessage } from '../../../providers/mail';
import { linkMail } from '../../../providers/mail/link-mail';
import { mailText } from '../../../providers/mail/mail-text';
import { BRAND_GOLD } from '../../../providers/mail/mail-style';

export interface VaccineRejectedMailContent {
  /** The member's language (their account's). */
  locale?: Locale;
  brandName: string;
  supportEmail: string;
  to: string;
  firstName: string;
  /** The reviewer's words, as typed: escaped in the HTML part like every value. */
  reason: string;
  /** Where the member uploads a new record. */
  uploadUrl: string;
}

const vaccineText = defineCatalog(
  {
    'mail.vaccine.intro': 'Our staff checked the vaccination record you uploaded and could not accept it. They wrote:',
    'mail.vaccine.next': 'Please upload a new photo or PDF of your vaccination record:',
    'mail.vaccine.subject': '{brand}: your vaccination record was not accepted',
    'mail.vaccine.heading': 'Your vaccination record was not accepted',
    'mail.vaccine.button': 'Upload your vaccine status',
    'mail.vaccine.reason':
      'You received this e-mail because you uploaded a vaccination record to your {brand} membership.',
  },
  {
    'mail.vaccine.intro':
      'Nuestro personal revisó el comprobante de vacunación que usted subió y no pudo aceptarlo. Escribió:',
    'mail.vaccine.next': 'Suba una nueva foto o un PDF de su comprobante de vacunación:',
    'mail.vaccine.subject': '{brand}: su comprobante de vacunación no fue aceptado',
    'mail.vaccine.heading': 'Su comprobante de vacunación no fue aceptado',
    'mail.vaccine.button': 'Subir su comprobante de vacunación',
    'mail.vaccine.reason':
      'Recibió este correo electrónico porque subió un comprobante de vacunación a su membresía de {brand}.',
  },
);

/** Tells the member their vaccination record was not accepted, why, and where to upload a new one. */
export function vaccineRejectedMail(content: VaccineRejectedMailContent): Promise<MailMessage> {
  const { brandName, supportEmail, firstName, reason, uploadUrl } = content;
  const locale = content.locale ?? 'en';
  const t = (id: Parameters<typeof vaccineText.t>[1], values?: MessageValues) => vaccineText.t(locale, id, values);
  const intro = t('mail.vaccine.intro');
  const next = t('mail.vaccine.next');
  return linkMail({
    locale,
    brandName,
    supportEmail,
    to: content.to,
    subject: t('mail.vaccine.subject', { brand: brandName }),
    heading: t('mail.vaccine.heading'),
    greeting: mailText.t(locale, 'mail.hi', { name: firstName }),
    body: [
      intro,
      // The reviewer's words, set apart.
      {
        lines: [reason],
        html: markup`<blockquote
          style="margin:0 0 16px;padding:8px 16px;border-left:4px solid ${BRAND_GOLD};white-space:pre-line;">${reason}</blockquote
        >`,
      },
    ],
    links: [{ url: uploadUrl, label: t('mail.vaccine.button'), line: next, lineShown: true }],
    reason: t('mail.vaccine.reason', { brand: brandName }),
  });
}
