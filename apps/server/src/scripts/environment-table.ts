// `npm run docs:env`: writes the environment variables' table into docs/deploy.md (between its markers) from the
// config schema (apps/server/src/config.ts): each variable's default and meaning as the schema describes it.
// environment-table.test.ts fails when the guide's table and the schema differ.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { REPO_ROOT, environmentVariables } from '../config';

export const DEPLOY_GUIDE = path.join(REPO_ROOT, 'docs/deploy.md');
export const TABLE_START =
  '<!-- environment-table: made by `npm run docs:env` from apps/server/src/config.ts; edit the schema, not this table -->';
export const TABLE_END = '<!-- environment-table end -->';

export interface EnvironmentRow {
  variable: string;
  default: string;
  meaning: string;
}

/** Every variable of the schema, in its order, with its default and meaning; throws for one that has no meaning. */
export function environmentRows(): EnvironmentRow[] {
  const json = z.toJSONSchema(environmentVariables, { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, { description?: string; shownDefault?: string; default?: unknown }>;
  };
  return Object.entries(json.properties).map(([variable, property]) => {
    if (!property.description)
      throw new Error(`${variable} has no description in apps/server/src/config.ts: give it .meta(about('…'))`);
    return { variable, default: shownDefault(property), meaning: property.description };
  });
}

function shownDefault(property: { shownDefault?: string; default?: unknown }): string {
  if (property.shownDefault !== undefined) return property.shownDefault;
  if (property.default === undefined) return 'unset';
  return `\`${String(property.default)}\``;
}

/** The table as markdown, one row per variable. */
export function environmentTable(rows: EnvironmentRow[] = environmentRows()): string {
  const line = (cells: string[]) => `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  return [
    line(['variable', 'default', 'meaning']),
    line(['---', '---', '---']),
    ...rows.map((row) => line([`\`${row.variable}\``, row.default, row.meaning])),
  ].join('\n');
}

/** The guide with its table replaced by the schema's (the markers stay). */
export function withEnvironmentTable(doc: string, rows: EnvironmentRow[] = environmentRows()): string {
  const { before, after } = split(doc);
  return `${before}${TABLE_START}\n\n${environmentTable(rows)}\n\n${TABLE_END}${after}`;
}

function split(doc: string): { before: string; table: string; after: string } {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`docs/deploy.md has lost its markers: ${TABLE_START} … ${TABLE_END}`);
  return {
    before: doc.slice(0, start),
    table: doc.slice(start + TABLE_START.length, end),
    after: doc.slice(end + TABLE_END.length),
  };
}

/** The rows of the guide's table, read back from markdown however Prettier aligned it. */
export function rowsInGuide(doc: string): EnvironmentRow[] {
  return split(doc)
    .table.split('\n')
    .map((text) => text.trim())
    .filter((text) => text.startsWith('|'))
    .map((text) =>
      text
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replaceAll('\\|', '|')),
    )
    .slice(2)
    .map(([variable = '', shown = '', meaning = '']) => ({
      variable: variable.replace(/^`|`$/g, ''),
      default: shown,
      meaning,
    }));
}

/** What differs between the guide's table and the schema, one line each; empty when they agree. */
export function tableDrift(doc: string, rows: EnvironmentRow[] = environmentRows()): string[] {
  const inGuide = new Map(rowsInGuide(doc).map((row) => [row.variable, row]));
  const inSchema = new Map(rows.map((row) => [row.variable, row]));
  const drift: string[] = [];
  for (const row of rows) {
    const guide = inGuide.get(row.variable);
    if (!guide) drift.push(`${row.variable} is missing from the guide`);
    else if (guide.default !== row.default)
      drift.push(`${row.variable}'s default: '${guide.default}' → '${row.default}'`);
    else if (guide.meaning !== row.meaning)
      drift.push(`${row.variable}'s meaning: '${guide.meaning}' → '${row.meaning}'`);
  }
  for (const variable of inGuide.keys())
    if (!inSchema.has(variable)) drift.push(`${variable} is in the guide but not in the schema`);
  if (drift.length === 0 && [...inGuide.keys()].join() !== [...inSchema.keys()].join())
    drift.push('the variables are in another order than in the schema');
  return drift;
}

async function main() {
  const prettier = await import('prettier');
  const doc = withEnvironmentTable(fs.readFileSync(DEPLOY_GUIDE, 'utf8'));
  const options = (await prettier.resolveConfig(DEPLOY_GUIDE)) ?? {};
  fs.writeFileSync(DEPLOY_GUIDE, await prettier.format(doc, { ...options, filepath: DEPLOY_GUIDE }));
  console.info(`${path.relative(process.cwd(), DEPLOY_GUIDE)}: ${environmentRows().length} variables`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
