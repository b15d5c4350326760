import { defineCatalog } from '../../lib/i18n/catalog';
import english from './en.json';

/** The shell's words: header, navigation, banners, the pages every route shares. */
export const appText = defineCatalog(english);
