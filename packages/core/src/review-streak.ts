/*
 * The daily goal's streak (docs/product.md#review-and-the-memory-model): days in a row the learner reviewed at least their goal, with
 * one free day a week (Monday to Sunday) so that one missed day does not wipe it. A free day keeps
 * the streak alive but does not add to it; today counts once the goal is met and is not a miss
 * before midnight.
 */

/** Reviews rated on one day of the learner's calendar ('YYYY-MM-DD' in their time zone). */
export interface DayCount {
  date: string;
  count: number;
}

export interface ReviewStreak {
  /** days the goal was met in the unbroken run that ends today */
  streak: number;
  /** the run reaches back to the first day given: older days could make it longer */
  fromFirstDay: boolean;
}

/** The Monday that starts the week of a calendar date, as days since the epoch. */
function weekOf(date: string): number {
  const day = Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  // 1970-01-01 was a Thursday: +3 makes Monday 0
  return day - ((day + 3) % 7);
}

/**
 * The streak ending today. `days` are consecutive calendar days, oldest first, today last; days
 * without reviews are given with count 0.
 */
export function reviewStreak(days: readonly DayCount[], dailyGoal: number): ReviewStreak {
  const met = (i: number) => days[i]!.count >= dailyGoal;
  const last = days.length - 1;
  if (last < 0) return { streak: 0, fromFirstDay: true };
  let streak = met(last) ? 1 : 0;
  const freeDayUsed = new Set<number>();
  for (let i = last - 1; i >= 0; i--) {
    if (met(i)) {
      streak += 1;
      continue;
    }
    const week = weekOf(days[i]!.date);
    if (freeDayUsed.has(week)) return { streak, fromFirstDay: false };
    freeDayUsed.add(week);
  }
  return { streak, fromFirstDay: true };
}
