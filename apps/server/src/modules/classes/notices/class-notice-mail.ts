import type { Locale } from '@gym/contracts/i18n/locales';
import { type MessageValues, defineCatalog } from '../../../lib/i18n/translator';
import type { MailMessage } from '../../../providers/mail';
import { linkMail } from '../../../providers/mail/link-mail';
import { mailText } from '../../../providers/mail/mail-text';
import type { ClassNoticeKind } from '../../../db/schema';

export interface ClassNoticeMailContent {
  kind: ClassNoticeKind;
  locale: Locale;
  brandName: string;
  supportEmail: string;
  to: string;
  firstName: string;
  className: string;
  clubName: string;
  /** When the class starts, on the club's clock, in words of the member's language. */
  when: string;
  /** A promotion the member may decline without a strike. */
  freeCancel: boolean;
  /** Until how many hours before the class a cancel is free, under its club's rules. */
  lateCancelHours: number;
  /** The member's other classes a promotion ended (either/or), each 'Yoga Flow, Tuesday ... at 6:00 AM'. */
  replaced: string[];
  /** Why the class is cancelled; whether because the club is closed then. */
  reason: string;
  closed: boolean;
  /** A cancellation's member was on the waitlist (or in the draw), not booked. */
  waiting: boolean;
  /** The class's trainer now (a substitution), or the trainer writing (a message). */
  trainerName: string;
  /** The trainer's message. */
  text: string;
  /** A lost draw's place on the waitlist. */
  position: number;
  /** A move: when the class was before it, in words ('' when only its room changed), and its new room ('' if none). */
  movedFrom: string;
  room: string;
  classesUrl: string;
  scheduleUrl: string;
}

const noticeText = defineCatalog(
  {
    'mail.classPromoted.subject': '{brand}: you have a place in {className} on {when}',
    'mail.classPromoted.heading': 'You are booked',
    'mail.classPromoted.body': 'A place came free in {className} at {club} on {when}, and it is yours: you are booked.',
    'mail.classPromoted.free': "If you can't come, cancel it in My classes: declining this place costs no strike.",
    'mail.classPromoted.strike':
      'If you can no longer come, cancel it in My classes: free until {hours} hours before the class.',
    'mail.classPromoted.replaced': 'Your places in these classes at the same time are cancelled, with no strike:',
    'mail.classOffered.subject': '{brand}: a place is free in {className} on {when}',
    'mail.classOffered.heading': 'A place is free',
    'mail.classOffered.body':
      'A place came free in {className} at {club} on {when}. It goes to the first on the waitlist to claim it.',
    'mail.classClosed.subject': '{brand}: {className} on {when} is cancelled',
    'mail.classClosed.heading': 'Your class is cancelled',
    'mail.classClosed.body':
      '{className} at {club} on {when} is cancelled: the club is closed then ({reason}). Your booking is cancelled ' +
      'with no strike and nothing to pay.',
    'mail.classCancelled.body':
      '{className} at {club} on {when} is cancelled ({reason}). Your booking is cancelled with no strike and ' +
      'nothing to pay.',
    'mail.classClosed.waitingBody':
      '{className} at {club} on {when} is cancelled: the club is closed then ({reason}). You are no longer on its ' +
      'waitlist.',
    'mail.classCancelled.waitingBody':
      '{className} at {club} on {when} is cancelled ({reason}). You are no longer on its waitlist.',
    'mail.classTrainer.subject': '{brand}: {className} on {when} has a new trainer',
    'mail.classTrainer.heading': 'A new trainer for your class',
    'mail.classTrainer.body':
      '{trainer} teaches {className} at {club} on {when}. Your place is kept; if you would rather not come, you ' +
      'can cancel it with no strike.',
    'mail.classMessage.subject': '{brand}: a message about {className} on {when}',
    'mail.classMessage.heading': 'A message from {trainer}',
    'mail.classMessage.body': '{trainer}, who teaches {className} at {club} on {when}, writes:',
    'mail.classReminder.subject': '{brand}: {className} on {when}',
    'mail.classReminder.heading': 'See you in class',
    'mail.classReminder.body': 'A reminder: you are booked in {className} at {club} on {when}.',
    'mail.classReminder.cancel': "Can't come? Cancel it in My classes, where you can also turn these reminders off.",
    'mail.classDrawWon.subject': '{brand}: you have a place in {className} on {when}',
    'mail.classDrawWon.heading': 'You won a place',
    'mail.classDrawWon.body':
      '{className} at {club} on {when} was drawn by lot among everyone who asked in its first 15 minutes, and ' +
      'you have a place: you are booked.',
    'mail.classDrawLost.subject': '{brand}: {className} on {when}: you are on the waitlist',
    'mail.classDrawLost.heading': 'Not this time',
    'mail.classDrawLost.body':
      '{className} at {club} on {when} was drawn by lot among everyone who asked in its first 15 minutes. You ' +
      'did not get a place and are number {position} on its waitlist: if a place frees, it is yours in turn. In ' +
      'the next 30 days your requests in a draw count twice.',
    'mail.classMoved.subject': '{brand}: {className} has moved to {when}',
    'mail.classMoved.heading': 'Your class has moved',
    'mail.classMoved.body': '{className} at {club}, which was on {was}, is now on {when}. Your place is kept.',
    'mail.classMoved.room': 'It is in {room} now.',
    'mail.classRoom.subject': '{brand}: {className} on {when} is in {room}',
    'mail.classRoom.heading': 'Your class is in another room',
    'mail.classRoom.body': '{className} at {club} on {when} is in {room} now. Your place is kept.',
    'mail.classMoved.free': "If the change doesn't suit you, cancel it in My classes: it costs no strike.",
    'mail.classNotice.next': 'See your classes:',
    'mail.classNotice.button': 'My classes',
    'mail.classNotice.schedule': 'Book another class:',
    'mail.classNotice.scheduleButton': 'See the schedule',
    'mail.classNotice.why': 'You received this e-mail because you booked a class at {brand}.',
  },
  {
    'mail.classPromoted.subject': '{brand}: tiene un lugar en {className} el {when}',
    'mail.classPromoted.heading': 'Tiene su reserva',
    'mail.classPromoted.body': 'Se liberó un lugar en {className} en {club} el {when}, y es suyo: ya tiene su reserva.',
    'mail.classPromoted.free': 'Si no puede venir, cancélela en Mis clases: rechazar este lugar no cuenta como falta.',
    'mail.classPromoted.strike':
      'Si ya no puede venir, cancélela en Mis clases: sin costo hasta {hours} horas antes de la clase.',
    'mail.classPromoted.replaced': 'Sus lugares en estas clases a la misma hora se cancelaron, sin falta:',
    'mail.classOffered.subject': '{brand}: hay un lugar libre en {className} el {when}',
    'mail.classOffered.heading': 'Hay un lugar libre',
    'mail.classOffered.body':
      'Se liberó un lugar en {className} en {club} el {when}. Es para el primero de la lista de espera que lo tome.',
    'mail.classClosed.subject': '{brand}: {className} del {when} se canceló',
    'mail.classClosed.heading': 'Su clase se canceló',
    'mail.classClosed.body':
      '{className} en {club} el {when} se canceló: el club estará cerrado ({reason}). Su reserva se canceló sin ' +
      'penalización y sin nada que pagar.',
    'mail.classCancelled.body':
      '{className} en {club} el {when} se canceló ({reason}). Su reserva se canceló sin penalización y sin nada ' +
      'que pagar.',
    'mail.classClosed.waitingBody':
      '{className} en {club} el {when} se canceló: el club estará cerrado ({reason}). Ya no está en su lista de ' +
      'espera.',
    'mail.classCancelled.waitingBody':
      '{className} en {club} el {when} se canceló ({reason}). Ya no está en su lista de espera.',
    'mail.classTrainer.subject': '{brand}: {className} del {when} tiene otro entrenador',
    'mail.classTrainer.heading': 'Otro entrenador para su clase',
    'mail.classTrainer.body':
      '{trainer} da {className} en {club} el {when}. Su lugar se mantiene; si prefiere no venir, puede cancelarlo ' +
      'sin falta.',
    'mail.classMessage.subject': '{brand}: un mensaje sobre {className} del {when}',
    'mail.classMessage.heading': 'Un mensaje de {trainer}',
    'mail.classMessage.body': '{trainer}, que da {className} en {club} el {when}, escribe:',
    'mail.classReminder.subject': '{brand}: {className} el {when}',
    'mail.classReminder.heading': 'Nos vemos en clase',
    'mail.classReminder.body': 'Un recordatorio: tiene reserva en {className} en {club} el {when}.',
    'mail.classReminder.cancel':
      '¿No puede venir? Cancélela en Mis clases, donde también puede desactivar estos recordatorios.',
    'mail.classDrawWon.subject': '{brand}: tiene un lugar en {className} el {when}',
    'mail.classDrawWon.heading': 'Ganó un lugar',
    'mail.classDrawWon.body':
      '{className} en {club} el {when} se sorteó entre todos los que lo pidieron en sus primeros 15 minutos, y ' +
      'usted tiene un lugar: ya tiene su reserva.',
    'mail.classDrawLost.subject': '{brand}: {className} el {when}: está en la lista de espera',
    'mail.classDrawLost.heading': 'Esta vez no',
    'mail.classDrawLost.body':
      '{className} en {club} el {when} se sorteó entre todos los que lo pidieron en sus primeros 15 minutos. No ' +
      'obtuvo un lugar y es el número {position} de su lista de espera: si se libera un lugar, será suyo en su ' +
      'turno. En los próximos 30 días sus pedidos en un sorteo cuentan doble.',
    'mail.classMoved.subject': '{brand}: {className} se cambió al {when}',
    'mail.classMoved.heading': 'Su clase cambió de horario',
    'mail.classMoved.body': '{className} en {club}, que era el {was}, ahora es el {when}. Su lugar se mantiene.',
    'mail.classMoved.room': 'Ahora es en {room}.',
    'mail.classRoom.subject': '{brand}: {className} del {when} es en {room}',
    'mail.classRoom.heading': 'Su clase es en otra sala',
    'mail.classRoom.body': '{className} en {club} el {when} ahora es en {room}. Su lugar se mantiene.',
    'mail.classMoved.free': 'Si el cambio no le conviene, cancélela en Mis clases: no cuenta como falta.',
    'mail.classNotice.next': 'Vea sus clases:',
    'mail.classNotice.button': 'Mis clases',
    'mail.classNotice.schedule': 'Reserve otra clase:',
    'mail.classNotice.scheduleButton': 'Ver el horario',
    'mail.classNotice.why': 'Recibió este correo electrónico porque reservó una clase en {brand}.',
  },
);

type TextId = Parameters<typeof noticeText.t>[1];

/** Subject, heading and body of each kind of notice. */
function cancelledBody(content: ClassNoticeMailContent) {
  if (content.closed) return content.waiting ? 'mail.classClosed.waitingBody' : 'mail.classClosed.body';
  return content.waiting ? 'mail.classCancelled.waitingBody' : 'mail.classCancelled.body';
}

function wordsOf(content: ClassNoticeMailContent, t: (id: TextId, values?: MessageValues) => string) {
  const values = {
    brand: content.brandName,
    className: content.className,
    club: content.clubName,
    when: content.when,
    reason: content.reason,
    trainer: content.trainerName,
    was: content.movedFrom,
    room: content.room,
    hours: content.lateCancelHours,
  };
  switch (content.kind) {
    case 'promoted':
      return {
        subject: t('mail.classPromoted.subject', values),
        heading: t('mail.classPromoted.heading'),
        body: [
          t('mail.classPromoted.body', values),
          ...(content.replaced.length > 0 ? [{ lines: [t('mail.classPromoted.replaced'), ...content.replaced] }] : []),
          t(content.freeCancel ? 'mail.classPromoted.free' : 'mail.classPromoted.strike', values),
        ],
      };
    case 'placeOffered':
      return {
        subject: t('mail.classOffered.subject', values),
        heading: t('mail.classOffered.heading'),
        body: [t('mail.classOffered.body', values)],
      };
    case 'classCancelled':
      return {
        subject: t('mail.classClosed.subject', values),
        heading: t('mail.classClosed.heading'),
        body: [t(cancelledBody(content), values)],
      };
    case 'trainerChanged':
      return {
        subject: t('mail.classTrainer.subject', values),
        heading: t('mail.classTrainer.heading'),
        body: [t('mail.classTrainer.body', values)],
      };
    case 'drawWon':
      return {
        subject: t('mail.classDrawWon.subject', values),
        heading: t('mail.classDrawWon.heading'),
        body: [t('mail.classDrawWon.body', values)],
      };
    case 'drawLost':
      return {
        subject: t('mail.classDrawLost.subject', values),
        heading: t('mail.classDrawLost.heading'),
        body: [t('mail.classDrawLost.body', { ...values, position: content.position })],
      };
    case 'reminder':
      return {
        subject: t('mail.classReminder.subject', values),
        heading: t('mail.classReminder.heading'),
        body: [t('mail.classReminder.body', values), t('mail.classReminder.cancel')],
      };
    case 'moved':
      if (content.movedFrom === '') {
        return {
          subject: t('mail.classRoom.subject', values),
          heading: t('mail.classRoom.heading'),
          body: [t('mail.classRoom.body', values), t('mail.classMoved.free')],
        };
      }
      return {
        subject: t('mail.classMoved.subject', values),
        heading: t('mail.classMoved.heading'),
        body: [
          t('mail.classMoved.body', values),
          ...(content.room === '' ? [] : [t('mail.classMoved.room', values)]),
          t('mail.classMoved.free'),
        ],
      };
    case 'message':
      return {
        subject: t('mail.classMessage.subject', values),
        heading: t('mail.classMessage.heading', values),
        body: [t('mail.classMessage.body', values), content.text],
      };
  }
}

/** Tells a member what happened to their class: booked from the waitlist, a place offered, cancelled, and so on. */
export function classNoticeMail(content: ClassNoticeMailContent): Promise<MailMessage> {
  const { locale, brandName } = content;
  const t = (id: TextId, values?: MessageValues) => noticeText.t(locale, id, values);
  const { subject, heading, body } = wordsOf(content, t);
  const toSchedule = content.kind === 'classCancelled';
  return linkMail({
    locale,
    brandName,
    supportEmail: content.supportEmail,
    to: content.to,
    subject,
    heading,
    greeting: mailText.t(locale, 'mail.hi', { name: content.firstName }),
    body,
    links: [
      toSchedule
        ? {
            url: content.scheduleUrl,
            label: t('mail.classNotice.scheduleButton'),
            line: t('mail.classNotice.schedule'),
            lineShown: true,
          }
        : {
            url: content.classesUrl,
            label: t('mail.classNotice.button'),
            line: t('mail.classNotice.next'),
            lineShown: true,
          },
    ],
    reason: t('mail.classNotice.why', { brand: brandName }),
  });
}
