import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** The console's club page: capacity, weekly hours, closures and special hours, occupancy. */
export const staffClubText = defineCatalog(english);
