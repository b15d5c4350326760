import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** The follow-ups page: its tabs, the cards of abandoned sign-ups and past-due members, the CSV headers. */
export const staffFollowUpsText = defineCatalog(english);
