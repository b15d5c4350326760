import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** The visit history's words. */
export const historyText = defineCatalog(english);
