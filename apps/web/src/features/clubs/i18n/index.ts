import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** The clubs page's words: the list of clubs and their rooms. */
export const clubsText = defineCatalog(english);
