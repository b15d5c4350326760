import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** The vaccine upload pages' words. */
export const vaccineText = defineCatalog(english);
