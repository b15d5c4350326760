import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** The trainers: a club's trainers and their filters, a trainer's page, free times, and booking with a pack. */
export const trainersText = defineCatalog(english);
export type TrainersTextId = (typeof trainersText.ids)[number];
