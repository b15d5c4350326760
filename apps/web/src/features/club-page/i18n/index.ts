import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** A club's own page: where it is, its hours, how busy, its rooms, trainers and plans. */
export const clubPageText = defineCatalog(english);
export type ClubPageTextId = (typeof clubPageText.ids)[number];
