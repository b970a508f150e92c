import type { LearnerProgress } from '@curio/core/review';

/*
 * How the profile lays out the learner's progress: the study calendar as weeks of days, its
 * shades, and retention as a share. Pure, so the rules are tested without rendering.
 */

export interface CalendarDay {
  date: string;
  count: number;
  /** 0 (no study) to HEAT_LEVELS - 1 (the busiest days) */
  level: number;
}

/** Shades of the heatmap, "none" included. */
export const HEAT_LEVELS = 5;

/** A day's shade relative to the busiest day shown: any study at all is at least level 1. */
export function heatLevel(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.max(1, Math.ceil((count / max) * (HEAT_LEVELS - 1)));
}

/** 'YYYY-MM-DD' → 0 for Monday … 6 for Sunday (the dates are already the learner's calendar days). */
export const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/**
 * The calendar as columns of weeks, Monday first: the first week is padded with nulls before the
 * oldest day, the last one after today, so every row is one weekday.
 */
export function calendarWeeks(calendar: LearnerProgress['calendar']): (CalendarDay | null)[][] {
  if (calendar.length === 0) return [];
  const max = Math.max(...calendar.map((day) => day.count));
  const cells: (CalendarDay | null)[] = [
    ...Array.from({ length: weekdayOf(calendar[0]!.date) }, () => null),
    ...calendar.map((day) => ({ ...day, level: heatLevel(day.count, max) })),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Columns a month's name may take before the next one starts (a name is wider than one week). */
const MONTH_LABEL_COLUMNS = 2;

/**
 * For each week column, the date whose month is named above it, or null: a column is named when
 * its first day starts a month the column before did not show; the first column only when the
 * next name is far enough away not to overlap it.
 */
export function monthLabels(weeks: readonly (readonly (CalendarDay | null)[])[]): (string | null)[] {
  const firsts = weeks.map((week) => week.find((day) => day !== null)?.date ?? null);
  const month = (date: string | null) => date?.slice(0, 7) ?? null;
  const labels = firsts.map((date, w) => (w > 0 && date && month(date) !== month(firsts[w - 1] ?? null) ? date : null));
  const next = labels.findIndex((label, w) => w > 0 && label !== null);
  if (firsts[0] && (next === -1 || next >= MONTH_LABEL_COLUMNS)) labels[0] = firsts[0];
  return labels;
}

/** Share of reviews remembered, as a whole percentage; null when there was nothing to measure. */
export function retentionPercent({ remembered, total }: LearnerProgress['retention']): number | null {
  return total > 0 ? Math.round((remembered / total) * 100) : null;
}

/** Whether there is anything to show yet: a study day, an item due, or a course in the model. */
export const hasProgress = (progress: LearnerProgress) =>
  progress.calendar.some((day) => day.count > 0) || progress.forecast.some((day) => day.count > 0) || progress.courses.length > 0;
