import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** The schedule as managers make it: a club's weekly classes and the chain's class types, with their forms. */
export const staffScheduleText = defineCatalog(english);
export type StaffScheduleTextId = (typeof staffScheduleText.ids)[number];
