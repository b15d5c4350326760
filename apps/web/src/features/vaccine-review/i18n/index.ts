import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** The staff's review of vaccine records: the queue, the file, confirming and rejecting, the CSV headers. */
export const vaccineReviewText = defineCatalog(english);
