import type { LearnerProgress } from '@curio/core/review';
import { PROGRESS_MSG } from '@curio/core/study-messages';
import { Stack, Text } from '../../../ui';
import css from './course-mastery.module.css';

const PARTS = [
  { key: 'mastered', className: css.mastered },
  { key: 'learning', className: css.learning },
  { key: 'new', className: css.new },
] as const;

/** Per course: how many of its items in the model are mastered, still being learnt, or new. */
export function CourseMastery({ courses }: { courses: LearnerProgress['courses'] }) {
  if (courses.length === 0) return <Text tone="secondary">{PROGRESS_MSG.coursesEmpty}</Text>;
  return (
    <Stack gap={2} as="ul" className={css.list}>
      {courses.map((course) => {
        const total = course.mastered + course.learning + course.new;
        return (
          <Stack key={`${course.category}|${course.course}`} as="li" gap={0.75}>
            <Stack direction="row" wrap justify="space-between" className={css.line}>
              <Text className={css.name}>{course.course}</Text>
              <Text variant="body2" tone="secondary">
                {course.mastered} mastered · {course.learning} learning · {course.new} new
              </Text>
            </Stack>
            {/* the figures above say it all; the bar only shows the proportions */}
            <div aria-hidden className={css.bar}>
              {PARTS.map(({ key, className }) => (
                <div key={key} className={className} style={{ width: `${total ? (course[key] / total) * 100 : 0}%` }} />
              ))}
            </div>
          </Stack>
        );
      })}
    </Stack>
  );
}
