import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** The sign-in page's words. */
export const authText = defineCatalog(english);
