import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

interface Row {
  name: string;
  amountCents: number;
  note?: string | null;
}

const columns = [
  { header: 'Name', value: (row: Row) => row.name },
  { header: 'Amount', value: (row: Row) => (row.amountCents / 100).toFixed(2) },
  { header: 'Note', value: (row: Row) => row.note },
];

describe('toCsv', () => {
  it('writes a heading row and one line per row, quoting commas, quotes and line breaks', () => {
    const csv = toCsv<Row>(
      [
        { name: 'Morgan, Casey', amountCents: 4999, note: 'said "call me"' },
        { name: 'Alex Rivera', amountCents: 0, note: 'two\nlines' },
      ],
      columns,
    );
    expect(csv).toBe('Name,Amount,Note\r\n"Morgan, Casey",49.99,"said ""call me"""\r\nAlex Rivera,0.00,"two\nlines"');
  });

  it('leaves a missing cell empty', () => {
    expect(toCsv<Row>([{ name: 'Sam', amountCents: 100, note: null }], columns)).toBe('Name,Amount,Note\r\nSam,1.00,');
  });

  it('keeps a cell a spreadsheet would run as a formula from running', () => {
    const csv = toCsv<Row>([{ name: '=HYPERLINK("http://x")', amountCents: 100, note: '@SUM(A1)' }], columns);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"")",1.00,"'@SUM(A1)"`);
  });
});
