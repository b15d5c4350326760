import type { Locale } from '@gym/contracts/i18n/locales';
import { RESUME_LINK_TTL_DAYS } from '@gym/contracts/staff-follow-ups';
import { type MessageValues, defineCatalog } from '../../../lib/i18n/translator';
import type { MailMessage } from '../../../providers/mail';
import { linkMail } from '../../../providers/mail/link-mail';
import { mailText } from '../../../providers/mail/mail-text';

export interface ReminderContent {
  /** The language the sign-up ran in. */
  locale?: Locale;
  brandName: string;
  supportEmail: string;
  to: string;
  firstName: string | null;
  club: { displayName: string; street: string; city: string };
  /** The single-use link that resumes the wizard. */
  url: string;
}

const reminderText = defineCatalog(
  {
    'mail.reminder.intro': 'You started joining {brand} at {club} and did not finish. Your details are saved.',
    'mail.reminder.action':
      'The link below opens your sign-up where you left it; you will only need to take your photo and add your ' +
      'card. It works once, for {days} days.',
    'mail.reminder.label': 'Finish joining',
    'mail.reminder.labelLine': 'Finish joining:',
    'mail.reminder.subject': '{brand}: finish joining {club}',
    'mail.reminder.reason':
      'You received this e-mail because you started a {brand} membership sign-up with this address.',
  },
  {
    'mail.reminder.intro': 'Empezó a inscribirse en {brand} en {club} y no terminó. Sus datos están guardados.',
    'mail.reminder.action':
      'El enlace de abajo abre su inscripción donde la dejó; solo tendrá que tomarse la foto y agregar su ' +
      'tarjeta. Funciona una sola vez, durante {days} días.',
    'mail.reminder.label': 'Terminar la inscripción',
    'mail.reminder.labelLine': 'Terminar la inscripción:',
    'mail.reminder.subject': '{brand}: termine su inscripción en {club}',
    'mail.reminder.reason':
      'Recibió este correo electrónico porque empezó una inscripción de membresía de {brand} con esta dirección.',
  },
);

/** "Send a reminder": the visitor's way back into the sign-up they left, where they left it, in its language. */
export function reminderMail(content: ReminderContent): Promise<MailMessage> {
  const { brandName, supportEmail, club, url } = content;
  const locale = content.locale ?? 'en';
  const t = (id: Parameters<typeof reminderText.t>[1], values?: MessageValues) => reminderText.t(locale, id, values);
  const greeting = content.firstName
    ? mailText.t(locale, 'mail.hi', { name: content.firstName })
    : mailText.t(locale, 'mail.hiNoName');
  const intro = t('mail.reminder.intro', { brand: brandName, club: club.displayName });
  const action = t('mail.reminder.action', { days: RESUME_LINK_TTL_DAYS });
  const label = t('mail.reminder.label');
  return linkMail({
    locale,
    brandName,
    supportEmail,
    to: content.to,
    subject: t('mail.reminder.subject', { brand: brandName, club: club.displayName }),
    heading: label,
    greeting,
    body: [intro, action],
    links: [{ url, label, line: t('mail.reminder.labelLine') }],
    reason: t('mail.reminder.reason', { brand: brandName }),
    club,
  });
}
