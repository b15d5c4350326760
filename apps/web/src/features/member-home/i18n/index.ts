import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** The member home's words: greeting, membership card, check-in code card. */
export const memberHomeText = defineCatalog(english);
