import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** The front desk: the club and scan form, the member number form, each scan's result. */
export const staffCheckInText = defineCatalog(english);
