import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** The console's privacy requests page's words. */
export const staffPrivacyText = defineCatalog(english);
