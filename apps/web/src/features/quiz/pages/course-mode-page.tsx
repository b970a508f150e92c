import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import PsychologyAltOutlinedIcon from '@mui/icons-material/PsychologyAltOutlined';
import { QUIZ_MSG, STUDY_MODE_LABELS } from '@curio/core/quiz-messages';
import type { StudyMode } from '@curio/core/quiz-rules';
import { useCategoryParam } from '../../../lib/category-param';
import { categoryPath, selectorPath } from '../../../lib/category-paths';

const MODES: { mode: StudyMode; Icon: typeof FitnessCenterIcon; blurb: string }[] = [
  { mode: 'serious', Icon: FitnessCenterIcon, blurb: 'Graded quizzes: one question at a time, scored and timed.' },
  { mode: 'curious', Icon: PsychologyAltOutlinedIcon, blurb: 'Flashcards at your own pace: concepts, examples and pro tips.' },
];

/** /category/{cat}/quiz?course= : serious (quizzes) or curious (flashcards) for the chosen course. */
export function CourseModePage() {
  const category = useCategoryParam();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const course = params.get('course')?.trim();

  if (!course) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {QUIZ_MSG.selectCourse}
      </Typography>
    );
  }

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="overline" color="text.secondary" component="p">
          Choose your mode
        </Typography>
        <Typography variant="h3" component="h1">
          {course}
        </Typography>
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {MODES.map(({ mode, Icon, blurb }) => (
          <Card key={mode} variant="outlined" sx={{ flex: 1 }}>
            <CardActionArea onClick={() => void navigate(selectorPath(category, { course, mode }))} sx={{ height: '100%' }}>
              <CardContent sx={{ p: 3 }}>
                <Icon color={mode === 'serious' ? 'primary' : 'secondary'} sx={{ fontSize: 40, mb: 1 }} />
                <Typography variant="h5" component="h2" gutterBottom>
                  {STUDY_MODE_LABELS[mode]}
                </Typography>
                <Typography color="text.secondary">{blurb}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
      <div>
        <Button component={RouterLink} to={categoryPath(category)}>
          Choose another course
        </Button>
      </div>
    </Stack>
  );
}
