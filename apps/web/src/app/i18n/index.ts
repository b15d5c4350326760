import { defineCatalog } from '../../lib/i18n/catalog';
import english from './en.json';

/** The shell's words: header, navigation, banners, the pages every route shares. */
export const appText = defineCatalog(english);

/** An id of the shell's catalog, for tables that name a text before it is shown (navigation, route titles). */
export type AppTextId = keyof typeof english;
