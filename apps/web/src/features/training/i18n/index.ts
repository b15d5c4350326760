import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** Personal training: the member's packs and sessions, and the trainer's calendar, hours, time off and profile. */
export const trainingText = defineCatalog(english);
export type TrainingTextId = (typeof trainingText.ids)[number];
