import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** Personal training in the console: a club's trainers' week, bookings for members, approvals, packs, payroll. */
export const staffTrainingText = defineCatalog(english);
export type StaffTrainingTextId = (typeof staffTrainingText.ids)[number];
