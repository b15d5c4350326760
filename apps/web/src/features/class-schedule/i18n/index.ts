import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** The class schedule: a club's classes by day, the day strip, the filters and each class. */
export const classScheduleText = defineCatalog(english);
export type ClassScheduleTextId = (typeof classScheduleText.ids)[number];
