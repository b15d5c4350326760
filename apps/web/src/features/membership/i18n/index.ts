import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** /membership's words: the summary, cancelling, freezing, changing plan or club, guest passes. */
export const membershipText = defineCatalog(english);
