import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** /billing's words: balance, cards, payments and receipts. */
export const billingText = defineCatalog(english);
