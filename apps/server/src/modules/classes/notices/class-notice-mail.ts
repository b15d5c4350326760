import type { Locale } from '@gym/contracts/i18n/locales';
import { type MessageValues, defineCatalog } from '../../../lib/i18n/translator';
import type { MailMessage } from '../../../providers/mail';
import { linkMail } from '../../../providers/mail/link-mail';
import { mailText } from '../../../providers/mail/mail-text';

export interface ClassNoticeMailContent {
  kind: 'promoted' | 'placeOffered';
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
  /** The member's other classes a promotion ended (either/or), each 'Yoga Flow, Tuesday ... at 6:00 AM'. */
  replaced: string[];
  classesUrl: string;
}

const noticeText = defineCatalog(
  {
    'mail.classPromoted.subject': '{brand}: you have a place in {className} on {when}',
    'mail.classPromoted.heading': 'You are booked',
    'mail.classPromoted.body': 'A place came free in {className} at {club} on {when}, and it is yours: you are booked.',
    'mail.classPromoted.free': "If you can't come, cancel it in My classes: declining this place costs no strike.",
    'mail.classPromoted.strike':
      'If you can no longer come, cancel it in My classes: free until 12 hours before the class.',
    'mail.classPromoted.replaced': 'Your places in these classes at the same time are cancelled, with no strike:',
    'mail.classOffered.subject': '{brand}: a place is free in {className} on {when}',
    'mail.classOffered.heading': 'A place is free',
    'mail.classOffered.body':
      'A place came free in {className} at {club} on {when}. It goes to the first on the waitlist to claim it.',
    'mail.classNotice.next': 'See your classes:',
    'mail.classNotice.button': 'My classes',
    'mail.classNotice.why': 'You received this e-mail because you joined the waitlist of a class at {brand}.',
  },
  {
    'mail.classPromoted.subject': '{brand}: tiene un lugar en {className} el {when}',
    'mail.classPromoted.heading': 'Tiene su reserva',
    'mail.classPromoted.body': 'Se liberó un lugar en {className} en {club} el {when}, y es suyo: ya tiene su reserva.',
    'mail.classPromoted.free': 'Si no puede venir, cancélela en Mis clases: rechazar este lugar no cuenta como falta.',
    'mail.classPromoted.strike':
      'Si ya no puede venir, cancélela en Mis clases: sin costo hasta 12 horas antes de la clase.',
    'mail.classPromoted.replaced': 'Sus lugares en estas clases a la misma hora se cancelaron, sin falta:',
    'mail.classOffered.subject': '{brand}: hay un lugar libre en {className} el {when}',
    'mail.classOffered.heading': 'Hay un lugar libre',
    'mail.classOffered.body':
      'Se liberó un lugar en {className} en {club} el {when}. Es para el primero de la lista de espera que lo tome.',
    'mail.classNotice.next': 'Vea sus clases:',
    'mail.classNotice.button': 'Mis clases',
    'mail.classNotice.why':
      'Recibió este correo electrónico porque se anotó en la lista de espera de una clase en {brand}.',
  },
);

/** Tells a waiting member they were booked from the waitlist, or that a place is free to claim. */
export function classNoticeMail(content: ClassNoticeMailContent): Promise<MailMessage> {
  const { locale, brandName, className, when } = content;
  const t = (id: Parameters<typeof noticeText.t>[1], values?: MessageValues) => noticeText.t(locale, id, values);
  const values = { brand: brandName, className, club: content.clubName, when };
  const promoted = content.kind === 'promoted';
  const body = promoted
    ? [
        t('mail.classPromoted.body', values),
        ...(content.replaced.length > 0 ? [{ lines: [t('mail.classPromoted.replaced'), ...content.replaced] }] : []),
        t(content.freeCancel ? 'mail.classPromoted.free' : 'mail.classPromoted.strike'),
      ]
    : [t('mail.classOffered.body', values)];
  return linkMail({
    locale,
    brandName,
    supportEmail: content.supportEmail,
    to: content.to,
    subject: t(promoted ? 'mail.classPromoted.subject' : 'mail.classOffered.subject', values),
    heading: t(promoted ? 'mail.classPromoted.heading' : 'mail.classOffered.heading'),
    greeting: mailText.t(locale, 'mail.hi', { name: content.firstName }),
    body,
    links: [
      {
        url: content.classesUrl,
        label: t('mail.classNotice.button'),
        line: t('mail.classNotice.next'),
        lineShown: true,
      },
    ],
    reason: t('mail.classNotice.why', { brand: brandName }),
  });
}
