import type { Locale } from '@gym/contracts/i18n/locales';
import { en, es } from 'zod/locales';
import type { $ZodErrorMap, $ZodRawIssue } from 'zod/v4/core';
import { type Text, hasSharedSpanish, sharedText } from './translator';

/** zod's own wording of an issue in each language (a schema check without a message of ours). */
const ZOD_MESSAGES: Record<Locale, $ZodErrorMap> = { en: en().localeError, es: es().localeError };

/** A validation failure as fastify-type-provider-zod reports it: the issue's code and its other fields. */
export interface ValidationIssue {
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

const wording = (map: $ZodErrorMap, issue: $ZodRawIssue) => {
  const worded = map(issue);
  return typeof worded === 'string' ? worded : worded?.message;
};

/** zod leaves the input out of a reported issue; its English names the type received, which is all zod needs. */
const SAMPLE_INPUTS: Record<string, unknown> = {
  undefined: undefined,
  null: null,
  string: '',
  number: 0,
  NaN: Number.NaN,
  boolean: false,
  array: [],
  object: {},
};

function rawIssue(issue: ValidationIssue, english: string): $ZodRawIssue {
  const received = /, received (\w+)$/.exec(english)?.[1];
  const input = received !== undefined && received in SAMPLE_INPUTS ? SAMPLE_INPUTS[received] : issue.params.input;
  return { ...issue.params, code: issue.keyword, input, path: [], message: english } as unknown as $ZodRawIssue;
}

/**
 * A validation message in `locale` (docs/decisions/0039): a schema's own message is a text of contracts, shown from
 * es.json; zod's default wording (a check the schema gave no message) is zod's own Spanish for the same issue.
 * English is the message as zod made it.
 */
export function validationMessage(locale: Locale, issue: ValidationIssue, fallback: string): string {
  const english = issue.message ?? fallback;
  if (locale === 'en') return english;
  if (hasSharedSpanish(english)) return sharedText(locale, english);
  const raw = rawIssue(issue, english);
  if (wording(ZOD_MESSAGES.en, raw) === english) return wording(ZOD_MESSAGES[locale], raw) ?? english;
  return english;
}

/** A zod issue's message as a Text: the schema's own message or zod's wording, in each language. */
export function issueText(issue: { code: string; message: string }): Text {
  const { code, message, ...params } = issue;
  const validation = { keyword: code, message, params };
  return { english: message, in: (locale) => validationMessage(locale, validation, message) };
}
