import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** The profile page's words. */
export const profileText = defineCatalog(english);

/** An id of the profile's catalog, for tables that pick a text before it is shown. */
export type ProfileTextId = keyof typeof english;
