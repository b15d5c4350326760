import { formatLongClubDay } from '../../../lib/club-days';
import { dateFormat } from '../../../lib/i18n/intl';

/** Club days are calendar days (YYYY-MM-DD): formatted in UTC so that no browser time zone moves them. */
const asDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** 'December 1, 2026' */
export const formatBillingDay = formatLongClubDay;

/** 'Dec 1, 2026' (the payment history's rows), '1 dic 2026' in Spanish */
export const formatHistoryDay = (isoDate: string) =>
  dateFormat({ timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }).format(asDate(isoDate));
