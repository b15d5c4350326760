import { dateFormat } from '../../../lib/i18n/intl';

const LONG_DAY: Intl.DateTimeFormatOptions = { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' };

/** 'March 1, 2027' for 2027-03-01, as the server's price-change messages and the members' notices write it. */
export const formatLongDay = (isoDate: string) => dateFormat(LONG_DAY).format(new Date(`${isoDate}T00:00:00Z`));
