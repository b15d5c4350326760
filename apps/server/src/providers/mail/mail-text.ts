import type { Locale } from '@gym/contracts/i18n/locales';
import { INTL_LOCALE } from '@gym/contracts/i18n/locales';
import { type SafeHtml, markup } from '../../lib/html';
import { type MessageValues, defineCatalog } from '../../lib/i18n/translator';

/**
 * What every e-mail says, in the recipient's language (docs/decisions/0039: usted, the glossary): the greeting,
 * the support line, the footer's reason. Each e-mail's own words are in its module's catalog.
 */
export const mailText = defineCatalog(
  {
    'mail.hi': 'Hi {name},',
    'mail.hiNoName': 'Hi,',
    'mail.questions': 'Questions? Write to {email}.',
    'mail.attached': 'Attached: {files}.',
    'mail.manageMembership': 'Manage membership',
    'mail.yourMembership': 'Your membership:',
    'mail.memberReason': 'You received this e-mail because you have a {brand} membership.',
    'mail.cancelOnline': 'You can cancel your {brand} membership online at any time, on your membership page:',
    'mail.cardEnding': '{brand} ending {last4}',
    'mail.row': '{label}: {value}',
  },
  {
    'mail.hi': 'Hola, {name}:',
    'mail.hiNoName': 'Hola:',
    'mail.questions': '¿Tiene preguntas? Escríbanos a {email}.',
    'mail.attached': 'Adjunto: {files}.',
    'mail.manageMembership': 'Administrar la membresía',
    'mail.yourMembership': 'Su membresía:',
    'mail.memberReason': 'Recibió este correo electrónico porque tiene una membresía de {brand}.',
    'mail.cancelOnline':
      'Puede cancelar su membresía de {brand} en línea en cualquier momento, desde la página de su membresía:',
    'mail.cardEnding': '{brand} terminada en {last4}',
    'mail.row': '{label}: {value}',
  },
);

/** A character no message contains: where a link goes in a translated sentence. */
const LINK_MARK = '\u0001';

/**
 * A translated sentence with a link in it ('Questions? Write to <a>support@…</a>.'): the sentence's words are
 * escaped, the link is the given markup.
 */
export function sentenceWithLink(
  say: (values: MessageValues) => string,
  name: string,
  values: MessageValues,
  link: SafeHtml,
): SafeHtml {
  const [before = '', after = ''] = say({ ...values, [name]: LINK_MARK }).split(LINK_MARK);
  return markup`${before}${link}${after}`;
}

/** 'a', 'a and b', 'a, b and c' (English as it always was: no serial comma); 'a, b y c' in Spanish. */
export function inWords(items: string[], locale: Locale = 'en'): string {
  if (locale !== 'en') return new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' }).format(items);
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Label and value rows as the plain-text part writes them: 'Amount: $49.99'. */
export function textRows(rows: [string, string][], locale: Locale): string[] {
  return rows.map(([label, value]) => mailText.t(locale, 'mail.row', { label, value }));
}
