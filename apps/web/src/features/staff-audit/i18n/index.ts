import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** The audit log: filters, entries, action names, the fields an action records, the CSV headers. */
export const staffAuditText = defineCatalog(english);
