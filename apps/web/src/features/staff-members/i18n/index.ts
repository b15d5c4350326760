import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** The member search: the field, the summary, the cards found, the CSV headers. */
export const staffMembersText = defineCatalog(english);
