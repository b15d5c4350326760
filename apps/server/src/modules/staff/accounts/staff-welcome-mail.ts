import type { Locale } from '@gym/contracts/i18n/locales';
import { CONSOLE_ROLE_LABELS, type ConsoleRole } from '@gym/contracts/staff';
import { type MessageValues, defineCatalog, sharedText } from '../../../lib/i18n/translator';
import type { MailMessage } from '../../../providers/mail';
import { linkMail } from '../../../providers/mail/link-mail';
import { mailText } from '../../../providers/mail/mail-text';

export interface StaffWelcomeContent {
  /** The new account's language (English until its holder chooses another). */
  locale?: Locale;
  brandName: string;
  supportEmail: string;
  to: string;
  firstName: string;
  role: ConsoleRole;
  clubNames: string[];
  /** The single-use set-password link (7 days). */
  url: string;
}

const staffWelcomeText = defineCatalog(
  {
    'mail.staffWelcome.intro': 'You now have a {brand} staff account: {role} at {clubs}.',
    'mail.staffWelcome.action':
      'Choose your password with the link below; it works once, for 7 days. Then log in with this e-mail.',
    'mail.staffWelcome.label': 'Choose your password',
    'mail.staffWelcome.labelLine': 'Choose your password:',
    'mail.staffWelcome.subject': '{brand}: your staff account',
    'mail.staffWelcome.heading': 'Your staff account',
    'mail.staffWelcome.reason':
      'You received this e-mail because the {brand} director made a staff account with this address.',
  },
  {
    'mail.staffWelcome.intro': 'Ahora tiene una cuenta de personal de {brand}: {role} en {clubs}.',
    'mail.staffWelcome.action':
      'Elija su contraseña con el enlace de abajo; funciona una sola vez, durante 7 días. Después, inicie sesión ' +
      'con este correo electrónico.',
    'mail.staffWelcome.label': 'Elegir su contraseña',
    'mail.staffWelcome.labelLine': 'Elegir su contraseña:',
    'mail.staffWelcome.subject': '{brand}: su cuenta de personal',
    'mail.staffWelcome.heading': 'Su cuenta de personal',
    'mail.staffWelcome.reason':
      'Recibió este correo electrónico porque el director de {brand} creó una cuenta de personal con esta dirección.',
  },
);

/** A new staff account's e-mail: what the director gave them, and the link that sets their password. */
export function staffWelcomeMail(content: StaffWelcomeContent): Promise<MailMessage> {
  const { brandName, supportEmail, firstName, role, clubNames, url } = content;
  const locale = content.locale ?? 'en';
  const t = (id: Parameters<typeof staffWelcomeText.t>[1], values?: MessageValues) =>
    staffWelcomeText.t(locale, id, values);
  const intro = t('mail.staffWelcome.intro', {
    brand: brandName,
    role: sharedText(locale, CONSOLE_ROLE_LABELS[role]),
    clubs: clubNames.join(', '),
  });
  const action = t('mail.staffWelcome.action');
  return linkMail({
    locale,
    brandName,
    supportEmail,
    to: content.to,
    subject: t('mail.staffWelcome.subject', { brand: brandName }),
    heading: t('mail.staffWelcome.heading'),
    greeting: mailText.t(locale, 'mail.hi', { name: firstName }),
    body: [intro, action],
    links: [{ url, label: t('mail.staffWelcome.label'), line: t('mail.staffWelcome.labelLine') }],
    reason: t('mail.staffWelcome.reason', { brand: brandName }),
  });
}
