import type { Locale } from '@gym/contracts/i18n/locales';
import { type MessageValues, defineCatalog } from '../../../lib/i18n/translator';
import type { MailAttachment, MailMessage } from '../../../providers/mail';
import { linkMail } from '../../../providers/mail/link-mail';
import { mailText } from '../../../providers/mail/mail-text';
import type { TrainingNoticeKind } from '../training.schema';

export interface TrainingNoticeMailContent {
  kind: TrainingNoticeKind;
  /** Whether the recipient is the session's trainer (else its member). */
  toTrainer: boolean;
  locale: Locale;
  brandName: string;
  supportEmail: string;
  to: string;
  firstName: string;
  /** The other party's name: the trainer for the member, the member for the trainer. */
  otherName: string;
  clubName: string;
  /** When it starts, on the club's clock, in words of the recipient's language. */
  when: string;
  minutes: number;
  video: boolean;
  /** A cancel: whether the session went back to the member's pack. */
  returned: boolean;
  pageUrl: string;
  /** The session as an iCalendar file (booked), or none. */
  calendar: MailAttachment | null;
}

const text = defineCatalog(
  {
    'mail.training.booked.subject': '{brand}: your session with {other} on {when}',
    'mail.training.booked.heading': 'Your session is booked',
    'mail.training.booked.body': 'Your {minutes}-minute session with {other} is booked for {when}, {where}.',
    'mail.training.booked.rule':
      'Cancel more than 24 hours ahead and the session goes back to your pack; later, it is used.',
    'mail.training.booked.calendar': 'The session is attached as a calendar file.',
    'mail.training.bookedTrainer.subject': '{brand}: {other} booked a session on {when}',
    'mail.training.bookedTrainer.heading': 'A new session',
    'mail.training.bookedTrainer.body': '{other} booked a {minutes}-minute session with you for {when}, {where}.',
    'mail.training.cancelled.subject': '{brand}: your session on {when} is cancelled',
    'mail.training.cancelled.heading': 'Your session is cancelled',
    'mail.training.cancelled.body':
      '{other} cancelled your session on {when}. It is back in your pack: book another time.',
    'mail.training.cancelledTrainer.subject': '{brand}: {other} cancelled the session on {when}',
    'mail.training.cancelledTrainer.heading': 'A session is cancelled',
    'mail.training.cancelledTrainer.body': '{other} cancelled the session on {when}. The time is free again.',
    'mail.training.closed.subject': '{brand}: your session on {when} is cancelled: the club is closed',
    'mail.training.closed.heading': 'Your session is cancelled',
    'mail.training.closed.body':
      'Your session with {other} on {when} is cancelled: {club} is closed then. It is back in your pack: book another time.',
    'mail.training.closedTrainer.body': 'Your session with {other} on {when} is cancelled: {club} is closed then.',
    'mail.training.reminder.subject': '{brand}: your session with {other} is on {when}',
    'mail.training.reminder.heading': 'Your session is coming up',
    'mail.training.reminder.body': 'A reminder: your session with {other} is on {when}, {where}.',
    'mail.training.where.club': 'at {club}',
    'mail.training.where.video': 'by video (Join the session opens on My training at its time)',
    'mail.training.button': 'My training',
    'mail.training.next': 'Your sessions and packs:',
    'mail.training.why': 'You receive this e-mail because of a personal-training session at {brand}.',
  },
  {
    'mail.training.booked.subject': '{brand}: su sesión con {other} el {when}',
    'mail.training.booked.heading': 'Su sesión está reservada',
    'mail.training.booked.body': 'Su sesión de {minutes} minutos con {other} está reservada para el {when}, {where}.',
    'mail.training.booked.rule':
      'Si cancela con más de 24 horas de anticipación, la sesión vuelve a su paquete; después, se da por usada.',
    'mail.training.booked.calendar': 'La sesión va adjunta como archivo de calendario.',
    'mail.training.bookedTrainer.subject': '{brand}: {other} reservó una sesión el {when}',
    'mail.training.bookedTrainer.heading': 'Una sesión nueva',
    'mail.training.bookedTrainer.body':
      '{other} reservó una sesión de {minutes} minutos con usted para el {when}, {where}.',
    'mail.training.cancelled.subject': '{brand}: su sesión del {when} está cancelada',
    'mail.training.cancelled.heading': 'Su sesión está cancelada',
    'mail.training.cancelled.body': '{other} canceló su sesión del {when}. Volvió a su paquete: reserve otro horario.',
    'mail.training.cancelledTrainer.subject': '{brand}: {other} canceló la sesión del {when}',
    'mail.training.cancelledTrainer.heading': 'Una sesión está cancelada',
    'mail.training.cancelledTrainer.body': '{other} canceló la sesión del {when}. El horario vuelve a estar libre.',
    'mail.training.closed.subject': '{brand}: su sesión del {when} está cancelada: el club está cerrado',
    'mail.training.closed.heading': 'Su sesión está cancelada',
    'mail.training.closed.body':
      'Su sesión con {other} del {when} está cancelada: {club} está cerrado a esa hora. Volvió a su paquete: reserve otro horario.',
    'mail.training.closedTrainer.body':
      'Su sesión con {other} del {when} está cancelada: {club} está cerrado a esa hora.',
    'mail.training.reminder.subject': '{brand}: su sesión con {other} es el {when}',
    'mail.training.reminder.heading': 'Su sesión se acerca',
    'mail.training.reminder.body': 'Un recordatorio: su sesión con {other} es el {when}, {where}.',
    'mail.training.where.club': 'en {club}',
    'mail.training.where.video': 'por video (Unirse a la sesión se abre en Mi entrenamiento a la hora)',
    'mail.training.button': 'Mi entrenamiento',
    'mail.training.next': 'Sus sesiones y paquetes:',
    'mail.training.why': 'Recibe este correo por una sesión de entrenamiento personal en {brand}.',
  },
);
type TextId = Parameters<typeof text.t>[1];

function wordsOf(content: TrainingNoticeMailContent, t: (id: TextId, values?: MessageValues) => string) {
  const where = content.video
    ? t('mail.training.where.video')
    : t('mail.training.where.club', { club: content.clubName });
  const values = {
    brand: content.brandName,
    other: content.otherName,
    when: content.when,
    minutes: content.minutes,
    where,
    club: content.clubName,
  };
  switch (content.kind) {
    case 'booked':
      return content.toTrainer
        ? {
            subject: t('mail.training.bookedTrainer.subject', values),
            heading: t('mail.training.bookedTrainer.heading'),
            body: [t('mail.training.bookedTrainer.body', values), t('mail.training.booked.calendar')],
          }
        : {
            subject: t('mail.training.booked.subject', values),
            heading: t('mail.training.booked.heading'),
            body: [
              t('mail.training.booked.body', values),
              t('mail.training.booked.rule'),
              t('mail.training.booked.calendar'),
            ],
          };
    case 'cancelled':
      return content.toTrainer
        ? {
            subject: t('mail.training.cancelledTrainer.subject', values),
            heading: t('mail.training.cancelledTrainer.heading'),
            body: [t('mail.training.cancelledTrainer.body', values)],
          }
        : {
            subject: t('mail.training.cancelled.subject', values),
            heading: t('mail.training.cancelled.heading'),
            body: [t('mail.training.cancelled.body', values)],
          };
    case 'closed':
      return {
        subject: t('mail.training.closed.subject', values),
        heading: t('mail.training.closed.heading'),
        body: [t(content.toTrainer ? 'mail.training.closedTrainer.body' : 'mail.training.closed.body', values)],
      };
    case 'reminder':
      return {
        subject: t('mail.training.reminder.subject', values),
        heading: t('mail.training.reminder.heading'),
        body: [t('mail.training.reminder.body', values), t('mail.training.booked.rule')],
      };
  }
}

/** Tells a member or a trainer of a session: booked (with its calendar file), cancelled by the other, coming up. */
export async function trainingNoticeMail(content: TrainingNoticeMailContent): Promise<MailMessage> {
  const { locale, brandName } = content;
  const t = (id: TextId, values?: MessageValues) => text.t(locale, id, values);
  const { subject, heading, body } = wordsOf(content, t);
  const mail = await linkMail({
    locale,
    brandName,
    supportEmail: content.supportEmail,
    to: content.to,
    subject,
    heading,
    greeting: mailText.t(locale, 'mail.hi', { name: content.firstName }),
    body,
    links: [{ url: content.pageUrl, label: t('mail.training.button'), line: t('mail.training.next'), lineShown: true }],
    reason: t('mail.training.why', { brand: brandName }),
  });
  return content.calendar ? { ...mail, attachments: [content.calendar] } : mail;
}
