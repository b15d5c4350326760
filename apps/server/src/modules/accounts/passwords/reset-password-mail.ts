import type { Locale } from '@gym/contracts/i18n/locales';
import { type MessageValues, defineCatalog } from '../../../lib/i18n/translator';
import type { MailMessage } from '../../../providers/mail';
import { linkMail } from '../../../providers/mail/link-mail';
import { inWords, mailText } from '../../../providers/mail/mail-text';

export interface ResetLink {
  firstName: string;
  memberNumber: number;
  url: string;
}

export interface ResetMailContent {
  /** The account's language (a family's: the first account's). */
  locale?: Locale;
  brandName: string;
  supportEmail: string;
  to: string;
  /** One link per account with this e-mail: a family shares one address. */
  links: ResetLink[];
}

const resetText = defineCatalog(
  {
    'mail.reset.introFamily':
      'We got a request to reset a password for the {brand} member accounts that use this e-mail. Each link ' +
      'below sets the password of one account; it works once, for one hour.',
    'mail.reset.intro':
      'We got a request to reset the password of your {brand} member account. The link below sets a new one; ' +
      'it works once, for one hour.',
    'mail.reset.familyLabel': '{name} (member {number})',
    'mail.reset.label': 'Choose a new password (member {number})',
    'mail.reset.linkLine': '{label}:',
    'mail.reset.ignore': 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    'mail.reset.subject': '{brand}: reset your password',
    'mail.reset.headingFamily': 'Reset a password',
    'mail.reset.heading': 'Reset your password',
    'mail.reset.reason':
      'You received this e-mail because a new password was asked for with this address on the {brand} website.',
  },
  {
    'mail.reset.introFamily':
      'Recibimos una solicitud para restablecer una contraseña de las cuentas de miembro de {brand} que usan este ' +
      'correo electrónico. Cada enlace de abajo crea la contraseña de una cuenta; funciona una sola vez, durante ' +
      'una hora.',
    'mail.reset.intro':
      'Recibimos una solicitud para restablecer la contraseña de su cuenta de miembro de {brand}. El enlace de ' +
      'abajo le permite crear una nueva; funciona una sola vez, durante una hora.',
    'mail.reset.familyLabel': '{name} (miembro {number})',
    'mail.reset.label': 'Elegir una contraseña nueva (miembro {number})',
    'mail.reset.linkLine': '{label}:',
    'mail.reset.ignore':
      'Si usted no lo solicitó, ignore este correo electrónico: su contraseña seguirá siendo la misma.',
    'mail.reset.subject': '{brand}: restablezca su contraseña',
    'mail.reset.headingFamily': 'Restablecer una contraseña',
    'mail.reset.heading': 'Restablezca su contraseña',
    'mail.reset.reason':
      'Recibió este correo electrónico porque alguien pidió una contraseña nueva con esta dirección en el sitio web ' +
      'de {brand}.',
  },
);

/**
 * The password-reset e-mail: the single-use link (one hour) for the account, or for each account of a family,
 * each named by first name and member number so that every member picks their own. In the account's language.
 */
export function resetPasswordMail(content: ResetMailContent): Promise<MailMessage> {
  const { brandName, supportEmail, links } = content;
  const locale = content.locale ?? 'en';
  const t = (id: Parameters<typeof resetText.t>[1], values?: MessageValues) => resetText.t(locale, id, values);
  const family = links.length > 1;
  const intro = family
    ? t('mail.reset.introFamily', { brand: brandName })
    : t('mail.reset.intro', { brand: brandName });
  // Member numbers as they are, not as numbers to format: '200001', not '200,001'.
  const label = (link: ResetLink) =>
    family
      ? t('mail.reset.familyLabel', { name: link.firstName, number: String(link.memberNumber) })
      : t('mail.reset.label', { number: String(link.memberNumber) });
  const ignore = t('mail.reset.ignore');
  const greeting = mailText.t(locale, 'mail.hi', {
    name: inWords(
      links.map((link) => link.firstName),
      locale,
    ),
  });
  return linkMail({
    locale,
    brandName,
    supportEmail,
    to: content.to,
    subject: t('mail.reset.subject', { brand: brandName }),
    heading: family ? t('mail.reset.headingFamily') : t('mail.reset.heading'),
    greeting,
    body: [intro],
    links: links.map((link) => ({
      url: link.url,
      label: label(link),
      line: t('mail.reset.linkLine', { label: label(link) }),
    })),
    after: [ignore],
    reason: t('mail.reset.reason', { brand: brandName }),
  });
}
