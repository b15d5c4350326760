import type { MessageDescriptor } from '@lingui/core';
import { i18n, useLocale } from './i18n';

/** The values a message's ICU placeholders take: `{name}`, `{count, plural, ...}`, `{when}`. */
export type MessageValues = Record<string, string | number | Date>;

/** A catalog's message ids; the messages themselves live in Lingui's store. */
export interface Catalog<Id extends string> {
  readonly ids: readonly Id[];
}

export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

/**
 * Registers the English messages of one `i18n/en.json` (they ship with the code that imports them) and gives
 * back a handle whose ids TypeScript checks. The JSON's values are compiled by the build, strings in tests.
 */
export function defineCatalog<const Messages extends Record<string, string>>(
  english: Messages,
): Catalog<keyof Messages & string> {
  i18n.load('en', english);
  return { ids: Object.keys(english) as (keyof Messages & string)[] };
}

/** Translates now, in the language shown; outside React (a schema's message, a document title). */
export function translate<Id extends string>(_catalog: Catalog<Id>, id: Id, values?: MessageValues): string {
  return i18n._({ id, values } satisfies MessageDescriptor);
}

/** A component's translator: re-renders the component when the language changes. */
export function useText<Id extends string>(_catalog: Catalog<Id>): Translate<Id> {
  useLocale();
  return (id, values) => i18n._({ id, values });
}

/**
 * A text from packages/contracts (the specification's messages, schema and server messages), shown as contracts
 * writes it in English, byte for byte, and looked up by that English in the shared Spanish catalog
 * (packages/contracts/src/i18n/es.json) otherwise.
 */
export function sharedText(english: string, values?: MessageValues): string {
  if (i18n.locale === 'en') return english;
  return i18n._({ id: english, values });
}

/** sharedText in a component: re-renders when the language changes. */
export function useSharedText(): (english: string, values?: MessageValues) => string {
  useLocale();
  return sharedText;
}
