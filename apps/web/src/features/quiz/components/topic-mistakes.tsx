import { mdiBrain } from '@mdi/js';
import { RETAKE_MSG } from '@curio/core/study-messages';
import { mistakesQuizPath } from '../../../lib/category-paths';
import { ButtonLink, Card, Icon, Stack, Text } from '../../../ui';
import { useTopicMistakes } from '../api/get-topic-mistakes';
import css from './topic-mistakes.module.css';

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
    <Card as="section" aria-labelledby="topic-mistakes-title" className={css.panel}>
      <Stack rowFrom="sm" gap={1.5} className={css.row}>
        <div className={css.text}>
          <Stack direction="row" gap={1} align="center">
            <Icon path={mdiBrain} className={css.icon} />
            <Text id="topic-mistakes-title" variant="subtitle1" as="h3" bold>
              {RETAKE_MSG.mistakesTitle}
            </Text>
          </Stack>
          <Text tone="secondary" variant="body2">
            {RETAKE_MSG.inYourReview(count)}
          </Text>
        </div>
        <ButtonLink
          to={mistakesQuizPath(category, { course, topic })}
          variant="contained"
          color="secondary"
          aria-label={`${RETAKE_MSG.practiseMistakes}: ${RETAKE_MSG.mistakesTitle}`}
        >
          {RETAKE_MSG.practiseMistakes}
        </ButtonLink>
      </Stack>
    </Card>
  );
}
