import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** The staff's home page: the greeting, the role, the front desk's card. */
export const staffHomeText = defineCatalog(english);
