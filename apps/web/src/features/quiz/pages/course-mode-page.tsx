import { useNavigate, useSearchParams } from 'react-router';
import clsx from 'clsx';
import { mdiDumbbell, mdiHeadQuestionOutline } from '@mdi/js';
import { QUIZ_MSG, STUDY_MODE_LABELS } from '@curio/core/quiz-messages';
import type { StudyMode } from '@curio/core/quiz-rules';
import { useCategoryParam } from '../../../lib/category-param';
import { categoryPath, selectorPath } from '../../../lib/category-paths';
import { ButtonLink, Card, Icon, Stack, Text } from '../../../ui';
import css from './course-mode-page.module.css';

const MODES: { mode: StudyMode; icon: string; blurb: string }[] = [
  { mode: 'serious', icon: mdiDumbbell, blurb: 'Graded quizzes: one question at a time, scored and timed.' },
  { mode: 'curious', icon: mdiHeadQuestionOutline, blurb: 'Flashcards at your own pace: concepts, examples and pro tips.' },
];

/** /category/{cat}/quiz?course= : serious (quizzes) or curious (flashcards) for the chosen course. */
export function CourseModePage() {
  const category = useCategoryParam();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const course = params.get('course')?.trim();

  if (!course) {
    return (
      <Text tone="secondary" align="center" className={css.empty}>
        {QUIZ_MSG.selectCourse}
      </Text>
    );
  }

  return (
    <Stack gap={3}>
      <div>
        <Text variant="overline" tone="secondary" as="p">
          Choose your mode
        </Text>
        <Text variant="h3" as="h1">
          {course}
        </Text>
      </div>
      <Stack rowFrom="sm" gap={2}>
        {MODES.map(({ mode, icon, blurb }) => (
          <Card key={mode} className={css.mode}>
            <button type="button" className={css.action} onClick={() => void navigate(selectorPath(category, { course, mode }))}>
              <Icon path={icon} size="inherit" className={clsx(css.icon, mode === 'serious' ? css.serious : css.curious)} />
              <Text variant="h5" as="h2" gutterBottom>
                {STUDY_MODE_LABELS[mode]}
              </Text>
              <Text tone="secondary">{blurb}</Text>
            </button>
          </Card>
        ))}
      </Stack>
      <div>
        <ButtonLink to={categoryPath(category)}>Choose another course</ButtonLink>
      </div>
    </Stack>
  );
}
