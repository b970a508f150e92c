import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { LearnerProgress } from '@curio/core/review';
import { PROGRESS_MSG } from '@curio/core/study-messages';

/** Per course: how many of its items in the model are mastered, still being learnt, or new. */
export function CourseMastery({ courses }: { courses: LearnerProgress['courses'] }) {
  const theme = useTheme();
  if (courses.length === 0) return <Typography color="text.secondary">{PROGRESS_MSG.coursesEmpty}</Typography>;
  const parts = [
    { key: 'mastered', color: theme.palette.success.main },
    { key: 'learning', color: theme.palette.warning.main },
    { key: 'new', color: theme.palette.info.main },
  ] as const;
  return (
    <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {courses.map((course) => {
        const total = course.mastered + course.learning + course.new;
        return (
          <Stack key={`${course.category}|${course.course}`} component="li" spacing={0.75}>
            <Stack direction="row" useFlexGap flexWrap="wrap" justifyContent="space-between" columnGap={2}>
              <Typography sx={{ fontWeight: 600 }}>{course.course}</Typography>
              <Typography variant="body2" color="text.secondary">
                {course.mastered} mastered · {course.learning} learning · {course.new} new
              </Typography>
            </Stack>
            {/* the figures above say it all; the bar only shows the proportions */}
            <Stack direction="row" aria-hidden sx={{ height: 8, borderRadius: 4, overflow: 'hidden', bgcolor: 'action.hover' }}>
              {parts.map(({ key, color }) => (
                <Box key={key} sx={{ width: `${total ? (course[key] / total) * 100 : 0}%`, bgcolor: color }} />
              ))}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}
