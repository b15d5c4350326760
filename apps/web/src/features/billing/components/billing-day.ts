import { formatLongClubDay } from '../../../lib/club-days';

const shortDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });

/** Club days are calendar days (YYYY-MM-DD): formatted in UTC so that no browser time zone moves them. */
const asDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** 'December 1, 2026' */
export const formatBillingDay = formatLongClubDay;

/** 'Dec 1, 2026' (the payment history's rows) */
export const formatHistoryDay = (isoDate: string) => shortDay.format(asDate(isoDate));
