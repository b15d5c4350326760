import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** The privacy notice's words. */
export const privacyText = defineCatalog(english);

export type PrivacyTextId = keyof typeof english;
