import { mdiFlag, mdiFlagOutline, mdiThumbDown, mdiThumbDownOutline, mdiThumbUp, mdiThumbUpOutline } from '@mdi/js';
import type { FeedbackType } from '@curio/core/learning';
import { Icon, Stack, Text, Tooltip } from '../../../ui';
import { useQuestionFeedback } from '../api/get-question-feedback';
import { useSetQuestionFeedback } from '../api/set-question-feedback';
import css from './question-feedback.module.css';

const CHOICES: { type: FeedbackType; label: string; icon: string; chosenIcon: string }[] = [
  { type: 'up', label: 'Thumbs up', icon: mdiThumbUpOutline, chosenIcon: mdiThumbUp },
  { type: 'down', label: 'Thumbs down', icon: mdiThumbDownOutline, chosenIcon: mdiThumbDown },
  { type: 'update', label: 'Needs an update', icon: mdiFlagOutline, chosenIcon: mdiFlag },
];

/** Thumbs on a question with everyone's counts; the learner's one choice can be changed (docs/product.md#states-and-transitions). */
export function QuestionFeedback({ questionId }: { questionId: number }) {
  const feedback = useQuestionFeedback(questionId);
  const choose = useSetQuestionFeedback(questionId);
  const counts = feedback.data;
  const labelId = `question-feedback-${questionId}`;

  const pick = (type: FeedbackType) => {
    // pressing the chosen button again keeps the same choice: ignored (docs/product.md#validation)
    if (type === counts?.mine) return;
    choose.mutate(type);
  };

  return (
    <Stack direction="row" align="center" gap={1.5} wrap>
      <Text id={labelId} variant="body2" tone="secondary">
        Rate this question
      </Text>
      {/* pressed buttons rather than a ToggleGroup: each carries its own tooltip and count */}
      <div role="group" aria-labelledby={labelId} className={css.group}>
        {CHOICES.map(({ type, label, icon, chosenIcon }) => {
          const count = counts?.[type];
          const chosen = counts?.mine === type;
          return (
            <Tooltip key={type} title={label}>
              <button type="button" className={css.toggle} aria-pressed={chosen} aria-label={count === undefined ? label : `${label} (${count})`} onClick={() => pick(type)}>
                <Icon path={chosen ? chosenIcon : icon} size="small" />
                <span aria-hidden>{count ?? '–'}</span>
              </button>
            </Tooltip>
          );
        })}
      </div>
    </Stack>
  );
}
