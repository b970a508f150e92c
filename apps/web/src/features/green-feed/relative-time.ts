/*
 * A post's time as people say it: 'just now', '5 minutes ago', 'yesterday'; after a week, the date.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const dateOnly = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const full = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short' });

export function relativeTime(iso: string, now: number): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  // a clock a little ahead of ours still reads as now
  const ago = Math.max(0, now - time);
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return dateOnly.format(time);
}

/** The exact moment, for a tooltip. */
export const fullTime = (iso: string) => {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? '' : full.format(time);
};
