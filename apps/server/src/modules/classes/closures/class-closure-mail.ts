import type { Locale } from '@gym/contracts/i18n/locales';
import { type MessageValues, defineCatalog } from '../../../lib/i18n/translator';
import type { MailMessage } from '../../../providers/mail';
import { linkMail } from '../../../providers/mail/link-mail';
import { mailText } from '../../../providers/mail/mail-text';

export interface ClassClosedMailContent {
  locale: Locale;
  brandName: string;
  supportEmail: string;
  to: string;
  firstName: string;
  className: string;
  clubName: string;
  /** When the class was to start, on the club's clock, in words of the member's language. */
  when: string;
  /** Why the club is closed, as the manager wrote it. */
  reason: string;
  scheduleUrl: string;
}

const closureText = defineCatalog(
  {
    'mail.classClosed.subject': '{brand}: {className} on {when} is cancelled',
    'mail.classClosed.heading': 'Your class is cancelled',
    'mail.classClosed.body':
      '{className} at {club} on {when} is cancelled: the club is closed then ({reason}). Your booking is cancelled ' +
      'with no strike and nothing to pay.',
    'mail.classClosed.next': 'Book another class:',
    'mail.classClosed.button': 'See the schedule',
    'mail.classClosed.why': 'You received this e-mail because you booked a class at {brand}.',
  },
  {
    'mail.classClosed.subject': '{brand}: {className} del {when} se canceló',
    'mail.classClosed.heading': 'Su clase se canceló',
    'mail.classClosed.body':
      '{className} en {club} el {when} se canceló: el club estará cerrado ({reason}). Su reserva se canceló sin ' +
      'penalización y sin nada que pagar.',
    'mail.classClosed.next': 'Reserve otra clase:',
    'mail.classClosed.button': 'Ver el horario',
    'mail.classClosed.why': 'Recibió este correo electrónico porque reservó una clase en {brand}.',
  },
);

/** Tells a member their class is cancelled because the club closes then, with no strike and nothing to pay. */
export function classClosedMail(content: ClassClosedMailContent): Promise<MailMessage> {
  const { locale, brandName, className, when } = content;
  const t = (id: Parameters<typeof closureText.t>[1], values?: MessageValues) => closureText.t(locale, id, values);
  return linkMail({
    locale,
    brandName,
    supportEmail: content.supportEmail,
    to: content.to,
    subject: t('mail.classClosed.subject', { brand: brandName, className, when }),
    heading: t('mail.classClosed.heading'),
    greeting: mailText.t(locale, 'mail.hi', { name: content.firstName }),
    body: [t('mail.classClosed.body', { className, club: content.clubName, when, reason: content.reason })],
    links: [
      {
        url: content.scheduleUrl,
        label: t('mail.classClosed.button'),
        line: t('mail.classClosed.next'),
        lineShown: true,
      },
    ],
    reason: t('mail.classClosed.why', { brand: brandName }),
  });
}
