import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** A class's roster: the trainer's classes and the console's, attendance, the waitlist, the managers' changes. */
export const classRosterText = defineCatalog(english);
export type ClassRosterTextId = (typeof classRosterText.ids)[number];
