import type { Locale } from '@gym/contracts/i18n/locales';
import { formatCurrency } from '@gym/contracts/money';
import { markup } from '../../../lib/html';
import { type MessageValues, defineCatalog } from '../../../lib/i18n/translator';
import { formatCalendarDate } from '../../../providers/documents';
import type { MailAttachment, MailMessage } from '../../../providers/mail';
import { brandedMail } from '../../../providers/mail/branded-mail';
import { button, keyValueTable, link, paragraph } from '../../../providers/mail/mail-blocks';
import { inWords, mailText, textRows } from '../../../providers/mail/mail-text';
import type { JoinRecord } from './join-records.repository';

export interface ConfirmationContent {
  brandName: string;
  supportEmail: string;
  join: JoinRecord;
  /** The set-password link, for a member who has no password yet. */
  setPasswordUrl: string | null;
  /** `${PUBLIC_URL}/membership`, where a member cancels online (Business and Professions Code 17602). */
  membershipUrl: string;
  attachments: MailAttachment[];
}

const confirmationText = defineCatalog(
  {
    'mail.confirmation.term': '{start} to {end}',
    'mail.confirmation.starting': 'starting {start}',
    'mail.confirmation.welcomeBack': 'Welcome back to {brand}!',
    'mail.confirmation.thanks': 'Thanks for joining {brand}!',
    'mail.confirmation.plan': 'Plan',
    'mail.confirmation.planValue': '{plan} at {club}',
    'mail.confirmation.valid': 'Valid',
    'mail.confirmation.startDate': 'Start date',
    'mail.confirmation.totalPaid': 'Total paid',
    'mail.confirmation.totalPaidValue': '{amount} ({card} ending in {last4})',
    'mail.confirmation.memberNumber': 'Member number',
    'mail.confirmation.setPassword': 'Set the password for your member account (the link works once, for 7 days):',
    'mail.confirmation.setPasswordButton': 'Set your password',
    'mail.confirmation.purchase': '{welcome} Here is your purchase:',
    'mail.confirmation.subjectPass': 'Welcome to {brand}: your pass is confirmed',
    'mail.confirmation.subjectMembership': 'Welcome to {brand}: your membership is confirmed',
    'mail.confirmation.headingPass': 'Your pass is confirmed',
    'mail.confirmation.headingMembership': 'Your membership is confirmed',
    'mail.confirmation.previewPass': '{welcome} Your pass at {club} is confirmed.',
    'mail.confirmation.previewMembership': '{welcome} Your membership at {club} is confirmed.',
    'mail.confirmation.reason': 'You received this e-mail because you joined {brand} online.',
  },
  {
    'mail.confirmation.term': 'Del {start} al {end}',
    'mail.confirmation.starting': 'a partir del {start}',
    'mail.confirmation.welcomeBack': '¡Le damos de nuevo la bienvenida a {brand}!',
    'mail.confirmation.thanks': '¡Gracias por inscribirse en {brand}!',
    'mail.confirmation.plan': 'Plan',
    'mail.confirmation.planValue': '{plan} en {club}',
    'mail.confirmation.valid': 'Válido',
    'mail.confirmation.startDate': 'Fecha de inicio',
    'mail.confirmation.totalPaid': 'Total pagado',
    'mail.confirmation.totalPaidValue': '{amount} ({card} terminada en {last4})',
    'mail.confirmation.memberNumber': 'Número de miembro',
    'mail.confirmation.setPassword':
      'Cree la contraseña de su cuenta de miembro (el enlace funciona una sola vez, durante 7 días):',
    'mail.confirmation.setPasswordButton': 'Crear su contraseña',
    'mail.confirmation.purchase': '{welcome} Este es el detalle de su compra:',
    'mail.confirmation.subjectPass': 'Le damos la bienvenida a {brand}: su pase está confirmado',
    'mail.confirmation.subjectMembership': 'Le damos la bienvenida a {brand}: su membresía está confirmada',
    'mail.confirmation.headingPass': 'Su pase está confirmado',
    'mail.confirmation.headingMembership': 'Su membresía está confirmada',
    'mail.confirmation.previewPass': '{welcome} Su pase en {club} está confirmado.',
    'mail.confirmation.previewMembership': '{welcome} Su membresía en {club} está confirmada.',
    'mail.confirmation.reason': 'Recibió este correo electrónico porque se inscribió en {brand} en línea.',
  },
);

/** How a member who joined online cancels online, as the law requires it to be said (docs/decisions/0028). */
export const cancelOnlineText = (brandName: string, locale: Locale = 'en') =>
  mailText.t(locale, 'mail.cancelOnline', { brand: brandName });

/**
 * The join's confirmation e-mail: the plan, the start, what was paid, the documents, how to cancel online (a monthly
 * membership) and the set-password link. A former member who rejoined is welcomed back. In the language the member
 * joined in (their account's, docs/decisions/0039).
 */
export function confirmationMail(content: ConfirmationContent): Promise<MailMessage> {
  const { join, brandName, setPasswordUrl, membershipUrl } = content;
  const { quote, user } = join;
  const locale: Locale = user.locale ?? 'en';
  const t = (id: Parameters<typeof confirmationText.t>[1], values?: MessageValues) =>
    confirmationText.t(locale, id, values);
  const start = formatCalendarDate(quote.starting, locale);
  const term = quote.ending
    ? t('mail.confirmation.term', { start, end: formatCalendarDate(quote.ending, locale) })
    : t('mail.confirmation.starting', { start });
  const files = content.attachments.map((attachment) => attachment.filename);
  const names = locale === 'en' ? files.join(' and ') : inWords(files, locale);
  const welcome = join.rejoined
    ? t('mail.confirmation.welcomeBack', { brand: brandName })
    : t('mail.confirmation.thanks', { brand: brandName });
  const rows: [string, string][] = [
    [
      t('mail.confirmation.plan'),
      t('mail.confirmation.planValue', { plan: quote.itemName, club: join.club.displayName }),
    ],
    [quote.isPass ? t('mail.confirmation.valid') : t('mail.confirmation.startDate'), quote.isPass ? term : start],
    [
      t('mail.confirmation.totalPaid'),
      t('mail.confirmation.totalPaidValue', {
        amount: formatCurrency(quote.totalCents),
        card: join.card.type,
        last4: join.card.last4,
      }),
    ],
    [t('mail.confirmation.memberNumber'), String(user.memberNumber)],
  ];
  const setPassword = t('mail.confirmation.setPassword');
  const greeting = mailText.t(locale, 'mail.hi', { name: user.firstName });
  const purchase = t('mail.confirmation.purchase', { welcome });
  const attached = mailText.t(locale, 'mail.attached', { files: names });
  const cancelOnline = cancelOnlineText(brandName, locale);
  const lines = [
    greeting,
    '',
    purchase,
    '',
    ...textRows(rows, locale),
    '',
    attached,
    ...(quote.isPass ? [] : ['', cancelOnline, membershipUrl]),
    ...(setPasswordUrl ? ['', setPassword, setPasswordUrl] : []),
    '',
    mailText.t(locale, 'mail.questions', { email: content.supportEmail }),
  ];
  const html = markup`${paragraph(greeting)}${paragraph(purchase)}
    ${keyValueTable(rows)}${paragraph(attached)}
    ${setPasswordUrl ? markup`${paragraph(setPassword)}${button(setPasswordUrl, t('mail.confirmation.setPasswordButton'))}` : null}
    ${quote.isPass ? null : paragraph(markup`${cancelOnline} ${link(membershipUrl, membershipUrl)}`)}`;
  const club = { club: join.club.displayName, welcome };
  return brandedMail({
    locale,
    brandName,
    supportEmail: content.supportEmail,
    to: user.email,
    subject: quote.isPass
      ? t('mail.confirmation.subjectPass', { brand: brandName })
      : t('mail.confirmation.subjectMembership', { brand: brandName }),
    heading: quote.isPass ? t('mail.confirmation.headingPass') : t('mail.confirmation.headingMembership'),
    preview: quote.isPass ? t('mail.confirmation.previewPass', club) : t('mail.confirmation.previewMembership', club),
    text: lines,
    html,
    reason: t('mail.confirmation.reason', { brand: brandName }),
    club: join.club,
    attachments: content.attachments,
  });
}
