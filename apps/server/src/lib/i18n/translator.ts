import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import sharedSpanish from '@gym/contracts/i18n/es.json';
import { INTL_LOCALE, LOCALES, type Locale } from '@gym/contracts/i18n/locales';

/**
 * The server's translator (docs/decisions/0039): one Lingui instance per language, always active, so concurrent
 * requests in different languages never switch a shared one. Catalogs compile at start (the server has no build
 * step that would do it, and no size budget).
 */
const translators = Object.fromEntries(
  LOCALES.map((locale) => {
    const i18n = setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: {} } });
    i18n.setMessagesCompiler(compileMessage);
    return [locale, i18n];
  }),
) as Record<Locale, I18n>;
translators.es.load('es', sharedSpanish);

export type MessageValues = Record<string, string | number | Date>;

/** A text to show, in whichever language it is asked for when it is shown (an answer's, an e-mail's). */
export interface Text {
  /** Its English, exactly as an English answer carries it: what logs and English tests read. */
  readonly english: string;
  in(locale: Locale): string;
}

export interface ServerCatalog<Id extends string> {
  /** The message in `locale`, its placeholders filled. */
  t(locale: Locale, id: Id, values?: MessageValues): string;
  /** The message as a Text, for code that does not know yet in which language it will be shown. */
  text(id: Id, values?: MessageValues): Text;
}

/** The ids of every catalog defined so far: two modules must not define the same one. */
const definedIds = new Set<string>();

/**
 * A server module's messages (e-mails, documents, texts the API sends), both languages side by side: TypeScript
 * refuses a Spanish catalog that lacks an id of the English one. Ids are namespaced by the module ('mail.receipt.')
 * and must be unique across catalogs.
 */
export function defineCatalog<const English extends Record<string, string>>(
  english: English,
  spanish: { [Id in keyof English]: string },
): ServerCatalog<keyof English & string> {
  for (const id of Object.keys(english)) {
    if (definedIds.has(id)) throw new Error(`translator: the message id ${id} is defined twice`);
    definedIds.add(id);
  }
  translators.en.load('en', english);
  translators.es.load('es', spanish);
  const t = (locale: Locale, id: string, values?: MessageValues) => translators[locale]._({ id, values });
  return {
    t,
    text: (id, values) => ({ english: t('en', id, values), in: (locale) => t(locale, id, values) }),
  };
}

/** The server's own texts that answers carry as they are (an error's message), by their English: see defineSpanish. */
const serverSpanish = new Set<string>();

/**
 * The Spanish of texts of the server that are sent as they are, like contracts' texts: an AppError's or an answer's
 * message, a constant tests compare with ('Terms not found'). Keyed by the English, as es.json is, so that the
 * errors plugin and the answers' `message` find them without knowing where they come from. Call it beside the
 * constants; a server test checks that none is left out.
 */
export function defineSpanish(spanishByEnglish: Record<string, string>): void {
  for (const english of Object.keys(spanishByEnglish)) serverSpanish.add(english);
  translators.es.load('es', spanishByEnglish);
}

/** Whether this English text has a Spanish version, in es.json or among the server's (tests use it too). */
export function hasSharedSpanish(english: string): boolean {
  return serverSpanish.has(english) || Object.prototype.hasOwnProperty.call(sharedSpanish, english);
}

/**
 * A text from packages/contracts (the specification's messages, schema and error texts): English exactly as
 * contracts writes it, Spanish from packages/contracts/src/i18n/es.json, looked up by that English. A template
 * ('Reference {reference}.') is filled with `values` in either language. A text es.json does not have (a
 * provider's decline, a framework's error) stays as it is.
 */
export function sharedText(locale: Locale, english: string, values?: MessageValues): string {
  if (locale !== 'en' && hasSharedSpanish(english)) return translators[locale]._({ id: english, values });
  return values ? translators.en._({ id: english, values }) : english;
}

/** A shared text (see sharedText) as a Text. */
export function shared(english: string, values?: MessageValues): Text {
  return { english: sharedText('en', english, values), in: (locale) => sharedText(locale, english, values) };
}

/** A Text said by a function of the language (for values that are said in it too, such as a date). */
export function textOf(say: (locale: Locale) => string): Text {
  return { english: say('en'), in: say };
}

/** A Text or a plain shared text in `locale`. */
export function textIn(locale: Locale, text: string | Text): string {
  return typeof text === 'string' ? sharedText(locale, text) : text.in(locale);
}
