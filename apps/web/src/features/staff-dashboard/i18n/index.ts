import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** The dashboard: its cards, the joins chart and its table, the club picker, the CSV headers. */
export const staffDashboardText = defineCatalog(english);
