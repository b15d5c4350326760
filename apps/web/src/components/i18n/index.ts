import { defineCatalog } from '../../lib/i18n/catalog';
import english from './en.json';

/** The shared components' words: dialogs, the card frame, the signature, the personal-info fields, the club picker. */
export const componentsText = defineCatalog(english);
