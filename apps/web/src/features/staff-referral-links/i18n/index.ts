import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** Referral links: finding the member, choosing the plan, the link made. */
export const staffReferralLinksText = defineCatalog(english);
