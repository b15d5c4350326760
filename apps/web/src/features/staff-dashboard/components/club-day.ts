const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

// A club day is a calendar date (YYYY-MM-DD), not a moment: read and shown in UTC so no zone moves it.
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** 'Mar 18' for 2031-03-18. */
export const formatShortDay = (day: string) => shortDay.format(asDate(day));
/** 'Tuesday, March 18, 2031'. */
export const formatLongDay = (day: string) => longDay.format(asDate(day));
