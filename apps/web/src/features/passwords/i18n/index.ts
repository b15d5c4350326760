import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** The password pages' words: reset, the e-mailed link's page, change, and their confirmations. */
export const passwordsText = defineCatalog(english);
