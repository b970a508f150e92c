import { formatInterval } from '@curio/core/review-rules';

/*
 * When the next review is due, as people say it: 'in 25 min', 'tomorrow at 9:30 AM', 'on Friday at
 * 6:00 PM', then the date. Calendar days are the browser's, like the summary's "today".
 */

const time = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' });
const weekday = new Intl.DateTimeFormat('en', { weekday: 'long' });
const date = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });

const dayNumber = (d: Date) => Math.round(new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime() / 86_400_000);

export function dueTime(iso: string, now: Date): string {
  const due = new Date(iso);
  if (Number.isNaN(due.getTime())) return '';
  const ms = due.getTime() - now.getTime();
  if (ms <= 0) return 'now';
  const days = dayNumber(due) - dayNumber(now);
  if (days === 0) return `in ${formatInterval(ms)}`;
  if (days === 1) return `tomorrow at ${time.format(due)}`;
  if (days < 7) return `on ${weekday.format(due)} at ${time.format(due)}`;
  return `on ${date.format(due)}`;
}
