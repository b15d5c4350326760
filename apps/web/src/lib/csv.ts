import Papa from 'papaparse';

/** One column of a CSV export: its heading and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/**
 * A list as CSV text (RFC 4180, CRLF line ends), for the staff console's "Export CSV" of any list. Cells that a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) are quoted with a leading apostrophe,
 * so a member's name cannot become a formula on the operator's machine.
 */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
}
