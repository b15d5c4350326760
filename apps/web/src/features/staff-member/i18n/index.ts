import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** A member's page in the staff console: every section, the action dialogs, the CSV headers. */
export const staffMemberText = defineCatalog(english);
