import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** The director's staff accounts page: the list, the add and change dialog, deactivating, the CSV headers. */
export const staffAccountsText = defineCatalog(english);
