/** Progress dates are calendar days (YYYY-MM-DD) already in the learner's zone: format them as UTC. */
const asDay = (date: string) => new Date(`${date}T00:00:00Z`);

const longDay = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: 'UTC' });

export const formatLongDay = (date: string) => longDay.format(asDay(date));
export const formatWeekday = (date: string) => shortDay.format(asDay(date));
export const formatMonth = (date: string) => monthName.format(asDay(date));
