import fs from 'node:fs';
import path from 'node:path';

export interface Target {
  /** What the bound applies to: the figure itself or its ratio to the baseline. */
  on: 'measured' | 'ratio';
  bound: 'min' | 'max';
  value: number;
}

export interface Row {
  metric: string;
  unit: string;
  /** null when the measurement failed. */
  measured: number | null;
  baseline: number | null;
  target: Target | null;
}

export interface ReportRow extends Row {
  ratio: number | null;
  met: boolean | null;
}

export function evaluate(row: Row): ReportRow {
  const ratio = row.measured !== null && row.baseline ? row.measured / row.baseline : null;
  let met: boolean | null = null;
  if (row.target) {
    const value = row.target.on === 'ratio' ? ratio : row.measured;
    if (value !== null) met = row.target.bound === 'min' ? value >= row.target.value : value <= row.target.value;
  }
  return { ...row, ratio, met };
}

function formatNumber(value: number): string {
  const size = Math.abs(value);
  const digits = Number.isInteger(value) || size >= 1000 ? 0 : size >= 10 ? 1 : size >= 1 ? 2 : 3;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function withUnit(value: number | null, unit: string): string {
  if (value === null) return '-';
  return unit ? `${formatNumber(value)} ${unit}` : formatNumber(value);
}

function formatTarget(row: ReportRow): string {
  if (!row.target) return '-';
  const sign = row.target.bound === 'min' ? '>=' : '<=';
  return row.target.on === 'ratio'
    ? `ratio ${sign} ${row.target.value}`
    : `${sign} ${withUnit(row.target.value, row.unit)}`;
}

export function formatTable(rows: ReportRow[]): string {
  const header = ['metric', 'measured', 'baseline', 'ratio', 'target', 'met'];
  const cells = rows.map((row) => [
    row.metric,
    row.measured === null ? 'FAILED' : withUnit(row.measured, row.unit),
    withUnit(row.baseline, row.unit),
    row.ratio === null ? '-' : `${row.ratio.toFixed(2)}x`,
    formatTarget(row),
    row.met === null ? '-' : row.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)));
  const line = (values: string[]) =>
    values
      .map((value, column) => (column === 0 ? value.padEnd(widths[column]!) : value.padStart(widths[column]!)))
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.map(line)].join('\n');
}

export function writeJson(file: string, data: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
