import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** Plans and prices: the table and cards, the price-change dialog, the CSV headers. */
export const staffPlansText = defineCatalog(english);
