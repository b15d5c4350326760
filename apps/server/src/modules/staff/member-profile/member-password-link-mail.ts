import type { Locale } from '@gym/contracts/i18n/locales';
import { type MessageValues, defineCatalog } from '../../../lib/i18n/translator';
import type { MailMessage } from '../../../providers/mail';
import { linkMail } from '../../../providers/mail/link-mail';
import { mailText } from '../../../providers/mail/mail-text';

export interface MemberPasswordLinkContent {
  /** The member's language (their account's). */
  locale?: Locale;
  brandName: string;
  supportEmail: string;
  to: string;
  firstName: string;
  memberNumber: number;
  /** The single-use set-password link (7 days), the one a new member's confirmation e-mail carries. */
  url: string;
}

const passwordLinkText = defineCatalog(
  {
    'mail.passwordLink.intro':
      'The {brand} team sent you this link to set the password of your member account (member {number}).',
    'mail.passwordLink.action': 'It works once, for 7 days. Then log in with this e-mail and your new password.',
    'mail.passwordLink.ignore': 'If you did not ask for it, ignore this e-mail: your password stays as it is.',
    'mail.passwordLink.label': 'Set your password',
    'mail.passwordLink.labelLine': 'Set your password:',
    'mail.passwordLink.subject': '{brand}: set your password',
    'mail.passwordLink.reason':
      'You received this e-mail because the {brand} staff sent a password link to this address.',
  },
  {
    'mail.passwordLink.intro':
      'El equipo de {brand} le envió este enlace para crear la contraseña de su cuenta de miembro (miembro {number}).',
    'mail.passwordLink.action':
      'Funciona una sola vez, durante 7 días. Después, inicie sesión con este correo electrónico y su nueva contraseña.',
    'mail.passwordLink.ignore':
      'Si usted no lo solicitó, ignore este correo electrónico: su contraseña seguirá siendo la misma.',
    'mail.passwordLink.label': 'Crear su contraseña',
    'mail.passwordLink.labelLine': 'Crear su contraseña:',
    'mail.passwordLink.subject': '{brand}: cree su contraseña',
    'mail.passwordLink.reason':
      'Recibió este correo electrónico porque el personal de {brand} envió un enlace de contraseña a esta dirección.',
  },
);

/**
 * A set-password link the club's staff sent a member (at the desk or on the phone): a link that works for 7 days,
 * longer than a self-service reset's hour, because the member may not read it at once. In the member's language.
 */
export function memberPasswordLinkMail(content: MemberPasswordLinkContent): Promise<MailMessage> {
  const { brandName, supportEmail, firstName, memberNumber, url } = content;
  const locale = content.locale ?? 'en';
  const t = (id: Parameters<typeof passwordLinkText.t>[1], values?: MessageValues) =>
    passwordLinkText.t(locale, id, values);
  const intro = t('mail.passwordLink.intro', { brand: brandName, number: String(memberNumber) });
  const action = t('mail.passwordLink.action');
  const ignore = t('mail.passwordLink.ignore');
  const label = t('mail.passwordLink.label');
  return linkMail({
    locale,
    brandName,
    supportEmail,
    to: content.to,
    subject: t('mail.passwordLink.subject', { brand: brandName }),
    heading: label,
    greeting: mailText.t(locale, 'mail.hi', { name: firstName }),
    // One paragraph in HTML; two lines of one in the text part.
    body: [{ lines: [intro, action] }],
    links: [{ url, label, line: t('mail.passwordLink.labelLine') }],
    after: [ignore],
    reason: t('mail.passwordLink.reason', { brand: brandName }),
  });
}
