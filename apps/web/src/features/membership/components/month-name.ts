import { dateFormat } from '../../../lib/i18n/intl';

/** 'January 2027' ('enero de 2027') for the period 2027-01-01, in the language shown. */
export function monthName(period: string): string {
  return dateFormat({ timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(`${period}T00:00:00Z`));
}
