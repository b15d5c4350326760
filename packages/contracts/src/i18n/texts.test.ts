/// <reference types="vite/client" />
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import spanish from './es.json';
import { fillTemplate } from './template';

/**
 * Every English text packages/contracts exports or uses has its Spanish in es.json, keyed by that English
 * (docs/decisions/0039), and es.json holds nothing else. The texts are found two ways, so that a new one cannot
 * slip past: the string literals of contracts' sources that read as human text (parsed with the TypeScript
 * compiler), and the strings of every exported object, which also holds texts computed at load (the capitalised
 * change-password messages, texts with a constant in them).
 */

const SOURCE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Strings that read like text but are values on the wire or names, never shown translated. */
const NOT_TEXT = new Set([
  // Wire values of the specification's payloads and answers.
  'credit card',
  'inCompleted',
  'completed',
  // The gender options' values (their labels are texts).
  'Other',
  'Unspecified',
  // What money.ts's RangeErrors name (developer-facing).
  'an amount',
  'the monthly price',
  // Each language named in itself, for the switcher (i18n/locales.ts).
  'English',
  'Español',
  // Identifiers: the clubs' time zone.
  'America/Los_Angeles',
]);

/** Objects whose every string is a text, whatever it looks like ('location', the header menu's labels). */
const TEXT_CONTAINER = /(MESSAGES|LABELS|TITLES|MENU|TEMPLATES?|TEXTS?)$/;

/** A sentence or a label: two letters with a space between them, or a capitalised word. */
function readsAsText(value: string): boolean {
  if (NOT_TEXT.has(value) || value.startsWith('/') || value.includes('://')) return false;
  return /\p{L}[^\p{L}]*\s[^\p{L}]*\p{L}/u.test(value) || /^\s*\p{Lu}\p{Ll}/u.test(value);
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

interface SourceTexts {
  /** Literal texts: string literals and templates without substitutions. */
  literals: Map<string, string>;
  /** Sentences built in code with `${}` inside a function: they must be ICU templates instead. */
  dynamic: string[];
}

/** The name of the const an object or array literal is assigned to, following nesting. */
function containerName(node: ts.Node): string | undefined {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isVariableDeclaration(current)) return current.name.getText();
    if (ts.isFunctionLike(current)) return undefined;
  }
  return undefined;
}

function isNameOrType(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isLiteralTypeNode(parent) ||
    ts.isExternalModuleReference(parent) ||
    ts.isElementAccessExpression(parent) ||
    ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isMethodDeclaration(parent)) &&
      parent.name === node)
  );
}

/** Developer-facing: an exception's message, a pattern. */
function isForDevelopers(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isThrowStatement(current)) return true;
    if (ts.isNewExpression(current) && /Error$|^RegExp$/.test(current.expression.getText())) return true;
    if (ts.isSourceFile(current)) return false;
  }
  return false;
}

function insideFunction(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isFunctionLike(current)) return true;
  }
  return false;
}

/**
 * A string expression's pieces, literal text as strings and what is put in as nodes: a literal, a template, or a
 * `+` chain of them (the whole chain, met at its top). Undefined for anything else.
 */
function textPieces(node: ts.Node): (string | ts.Node)[] | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.flatMap((span) => [span.expression, span.literal.text])];
  }
  const isConcatenation = (candidate: ts.Node): candidate is ts.BinaryExpression =>
    ts.isBinaryExpression(candidate) && candidate.operatorToken.kind === ts.SyntaxKind.PlusToken;
  if (!isConcatenation(node) || isConcatenation(node.parent)) return undefined;
  const leaves: ts.Node[] = [];
  const collect = (part: ts.Node): void => {
    if (isConcatenation(part)) {
      collect(part.left);
      collect(part.right);
    } else leaves.push(ts.isParenthesizedExpression(part) ? part.expression : part);
  };
  collect(node);
  const pieces = leaves.map((leaf) => textPieces(leaf) ?? [leaf]);
  return pieces.some((piece) => piece.some((part) => typeof part === 'string')) ? pieces.flat() : undefined;
}

function literalsOfSources(): SourceTexts {
  const literals = new Map<string, string>();
  const dynamic: string[] = [];
  for (const file of sourceFiles(SOURCE_DIR)) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) =>
      `${path.relative(SOURCE_DIR, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      const pieces = textPieces(node);
      if (!pieces) return ts.forEachChild(node, visit);
      if (isNameOrType(node) || isForDevelopers(node)) return;
      const parent = node.parent;
      if (ts.isPropertyAssignment(parent) && parent.name.getText() === 'value') return;
      const inContainer = TEXT_CONTAINER.test(containerName(node) ?? '');
      const isLabel = ts.isPropertyAssignment(parent) && parent.name.getText() === 'label';
      if (pieces.every((piece) => typeof piece === 'string')) {
        const text = pieces.join('');
        if (/\p{L}/u.test(text) && !NOT_TEXT.has(text) && (readsAsText(text) || inContainer || isLabel)) {
          literals.set(text, where(node));
        }
        return;
      }
      // A text with values in it: at load (a constant) the exports' walk finds it; in a function it is dynamic.
      const words = pieces.map((piece) => (typeof piece === 'string' ? piece : '{}')).join('');
      if (readsAsText(words) && insideFunction(node)) dynamic.push(`${where(node)} ${node.getText()}`);
      pieces.forEach((piece) => typeof piece !== 'string' && visit(piece));
    };
    visit(source);
  }
  return { literals, dynamic };
}

function isZodSchema(value: object): boolean {
  return '_zod' in value;
}

/** The strings of contracts' exports: every one under a text container's name, elsewhere those that read as text. */
async function textsOfExports(): Promise<Set<string>> {
  const modules = import.meta.glob<Record<string, unknown>>(['../**/*.ts', '!../**/*.test.ts'], { eager: true });
  const found = new Set<string>();
  const seen = new Set<object>();
  const walk = (value: unknown, inContainer: boolean): void => {
    if (typeof value === 'string') {
      if (/\p{L}/u.test(value) && !NOT_TEXT.has(value) && (inContainer || readsAsText(value))) found.add(value);
      return;
    }
    if (typeof value !== 'object' || value === null || seen.has(value) || isZodSchema(value)) return;
    if (value instanceof RegExp || value instanceof Map || value instanceof Set) return;
    seen.add(value);
    for (const item of Object.values(value)) walk(item, inContainer);
  };
  for (const exports of Object.values(modules)) {
    for (const [name, value] of Object.entries(exports)) walk(value, TEXT_CONTAINER.test(name));
  }
  return found;
}

const placeholders = (message: string) =>
  [...message.matchAll(/\{\s*([\w]+)\s*[,}]/g)].map((match) => match[1]).sort((a, b) => a!.localeCompare(b!));

describe("contracts' texts in Spanish", () => {
  const sources = literalsOfSources();
  const spanishByEnglish = spanish as Record<string, string>;

  it('builds no sentence with ${} in a function: a text with values is an ICU template (es.json keys it)', () => {
    expect(sources.dynamic).toEqual([]);
  });

  it('has the Spanish of every text in the sources and the exports', async () => {
    const texts = new Set([...sources.literals.keys(), ...(await textsOfExports())]);
    const missing = [...texts].filter((text) => !Object.hasOwn(spanishByEnglish, text));
    expect(missing.map((text) => `${sources.literals.get(text) ?? 'export'}: ${JSON.stringify(text)}`)).toEqual([]);
  });

  it('holds no text that is no longer one of contracts', async () => {
    const texts = new Set([...sources.literals.keys(), ...(await textsOfExports())]);
    expect(Object.keys(spanishByEnglish).filter((english) => !texts.has(english))).toEqual([]);
  });

  it('keeps each text’s placeholders, and writes every text in Spanish', () => {
    for (const [english, translation] of Object.entries(spanishByEnglish)) {
      expect.soft(placeholders(translation), english).toEqual(placeholders(english));
      expect.soft(translation.trim(), english).not.toBe('');
    }
  });
});

describe('fillTemplate', () => {
  it('fills placeholders and English plurals as Lingui does', () => {
    const template = 'At most {allowed, plural, one {# month} other {# months}} now ({max} a year), {who}.';
    expect(fillTemplate(template, { allowed: 1, max: 3, who: 'you' })).toBe('At most 1 month now (3 a year), you.');
    expect(fillTemplate(template, { allowed: 2, max: 3, who: '{x}' })).toBe('At most 2 months now (3 a year), {x}.');
    expect(fillTemplate('{n, plural, =0 {none} other {# left}}', { n: 0 })).toBe('none');
  });

  it('refuses a template whose value is missing', () => {
    expect(() => fillTemplate('Reference {reference}.', {})).toThrow(/reference/);
  });
});
