import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PsychologyRoundedIcon from '@mui/icons-material/PsychologyRounded';
import { RETAKE_MSG } from '@curio/core/study-messages';
import { mistakesQuizPath } from '../../../lib/category-paths';
import { useTopicMistakes } from '../api/get-topic-mistakes';

interface TopicMistakesProps {
  category: string;
  course: string;
  topic: string;
}

/**
 * "My mistakes in this topic": how many of the topic's questions are in the learner's memory
 * model, and a quiz of them. Nothing at all while loading, on error or when there are none: it is
 * an extra, and the Start button beside it must not move.
 */
export function TopicMistakes({ category, course, topic }: TopicMistakesProps) {
  const mistakes = useTopicMistakes({ course, topic });
  const count = mistakes.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="topic-mistakes-title" sx={{ p: 2, width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ xs: 'flex-start', sm: 'center' }}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} alignItems="center">
            <PsychologyRoundedIcon color="secondary" aria-hidden />
            <Typography id="topic-mistakes-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {RETAKE_MSG.mistakesTitle}
            </Typography>
          </Stack>
          <Typography color="text.secondary" variant="body2">
            {RETAKE_MSG.inYourReview(count)}
          </Typography>
        </Stack>
        <Button
          component={RouterLink}
          to={mistakesQuizPath(category, { course, topic })}
          variant="contained"
          color="secondary"
          aria-label={`${RETAKE_MSG.practiseMistakes}: ${RETAKE_MSG.mistakesTitle}`}
        >
          {RETAKE_MSG.practiseMistakes}
        </Button>
      </Stack>
    </Paper>
  );
}
