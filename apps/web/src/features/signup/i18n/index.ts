import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/**
 * The join's own words: the wizard, its steps, the summary, the confirmation page. The specification's texts
 * (step titles, the header menu, messages) come from packages/contracts through sharedText, not from here.
 */
export const signupText = defineCatalog(english);
