import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FlagIcon from '@mui/icons-material/Flag';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbDownOutlinedIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import type { FeedbackType } from '@curio/core/learning';
import { useQuestionFeedback } from '../api/get-question-feedback';
import { useSetQuestionFeedback } from '../api/set-question-feedback';

const CHOICES: { type: FeedbackType; label: string; Icon: typeof ThumbUpIcon; ChosenIcon: typeof ThumbUpIcon }[] = [
  { type: 'up', label: 'Thumbs up', Icon: ThumbUpOutlinedIcon, ChosenIcon: ThumbUpIcon },
  { type: 'down', label: 'Thumbs down', Icon: ThumbDownOutlinedIcon, ChosenIcon: ThumbDownIcon },
  { type: 'update', label: 'Needs an update', Icon: FlagOutlinedIcon, ChosenIcon: FlagIcon },
];

/** Thumbs on a question with everyone's counts; the learner's one choice can be changed (docs/product.md#states-and-transitions). */
export function QuestionFeedback({ questionId }: { questionId: number }) {
  const feedback = useQuestionFeedback(questionId);
  const choose = useSetQuestionFeedback(questionId);
  const counts = feedback.data;
  const labelId = `question-feedback-${questionId}`;

  const pick = (type: FeedbackType | null) => {
    // the group answers null when the chosen button is pressed again: same choice, ignored (docs/product.md#validation)
    if (type === null || type === counts?.mine) return;
    choose.mutate(type);
  };

  return (
    <Stack direction="row" alignItems="center" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        Rate this question
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={counts?.mine ?? null}
        onChange={(_event, type: FeedbackType | null) => pick(type)}
        aria-labelledby={labelId}
      >
        {CHOICES.map(({ type, label, Icon, ChosenIcon }) => {
          const count = counts?.[type];
          const chosen = counts?.mine === type;
          return (
            <Tooltip key={type} title={label}>
              <ToggleButton
                value={type}
                aria-label={count === undefined ? label : `${label} (${count})`}
                sx={{ gap: 0.75, px: 1.5, textTransform: 'none', fontWeight: 600 }}
              >
                {chosen ? <ChosenIcon fontSize="small" /> : <Icon fontSize="small" />}
                <span aria-hidden>{count ?? '–'}</span>
              </ToggleButton>
            </Tooltip>
          );
        })}
      </ToggleButtonGroup>
    </Stack>
  );
}
