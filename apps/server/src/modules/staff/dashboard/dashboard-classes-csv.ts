import Papa from 'papaparse';
import type { Locale } from '@gym/contracts/i18n/locales';
import { defineCatalog } from '../../../lib/i18n/translator';
import type { ClubClassDay } from './dashboard-classes.repository';

/** The CSV's header row, in the language of the request; its values are the same in every language. */
const csvText = defineCatalog(
  {
    'dashboard.classes.csv.date': 'Date',
    'dashboard.classes.csv.club': 'Club',
    'dashboard.classes.csv.classes': 'Classes',
    'dashboard.classes.csv.places': 'Places',
    'dashboard.classes.csv.booked': 'Booked',
    'dashboard.classes.csv.attended': 'Attended',
    'dashboard.classes.csv.noShows': 'No-shows',
    'dashboard.classes.csv.fillRate': 'Fill rate (%)',
    'dashboard.classes.csv.noShowRate': 'No-show rate (%)',
  },
  {
    'dashboard.classes.csv.date': 'Fecha',
    'dashboard.classes.csv.club': 'Club',
    'dashboard.classes.csv.classes': 'Clases',
    'dashboard.classes.csv.places': 'Plazas',
    'dashboard.classes.csv.booked': 'Reservadas',
    'dashboard.classes.csv.attended': 'Asistencias',
    'dashboard.classes.csv.noShows': 'Ausencias',
    'dashboard.classes.csv.fillRate': 'Ocupación (%)',
    'dashboard.classes.csv.noShowRate': 'Tasa de ausencias (%)',
  },
);

type Column = Parameters<typeof csvText.t>[1];

/** A rate as a percentage with one decimal ('62.5'); empty when there is nothing to divide. */
const percent = (part: number, whole: number) => (whole === 0 ? '' : ((100 * part) / whole).toFixed(1));

const COLUMNS: [Column, (row: ClubClassDay) => string | number][] = [
  ['dashboard.classes.csv.date', (row) => row.day],
  ['dashboard.classes.csv.club', (row) => row.clubName],
  ['dashboard.classes.csv.classes', (row) => row.classes],
  ['dashboard.classes.csv.places', (row) => row.places],
  ['dashboard.classes.csv.booked', (row) => row.booked],
  ['dashboard.classes.csv.attended', (row) => row.attended],
  ['dashboard.classes.csv.noShows', (row) => row.noShows],
  ['dashboard.classes.csv.fillRate', (row) => percent(row.booked, row.places)],
  ['dashboard.classes.csv.noShowRate', (row) => percent(row.noShows, row.attended + row.noShows)],
];

/**
 * One row per club per club day, as the web app's exports write CSV (papaparse, RFC 4180, CRLF): a cell a
 * spreadsheet would run as a formula (=, +, -, @ first) is quoted behind an apostrophe, so a club's name cannot
 * become one on the manager's machine. The byte order mark makes Excel read the file as UTF-8.
 */
export function classDaysCsv(rows: readonly ClubClassDay[], locale: Locale): string {
  const text = Papa.unparse(
    {
      fields: COLUMNS.map(([id]) => csvText.t(locale, id)),
      data: rows.map((row) => COLUMNS.map(([, value]) => value(row))),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
  return `\uFEFF${text}`;
}
