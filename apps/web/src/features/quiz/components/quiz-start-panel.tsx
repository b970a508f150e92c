import { useState } from 'react';
import { useNavigate } from 'react-router';
import { mdiPlay, mdiReplay } from '@mdi/js';
import { canResume, type StudyMode } from '@curio/core/quiz-rules';
import { quizStartPath, studybotPath } from '../../../lib/category-paths';
import { clearProgress, progressKeys, readProgress } from '../../../lib/storage';
import { Alert, Button, Icon, Skeleton, Stack, Text } from '../../../ui';
import { useQuestionCount } from '../api/get-question-count';
import { TopicMistakes } from './topic-mistakes';

interface QuizStartPanelProps {
  category: string;
  course: string;
  module: string;
  topic: string;
  mode: StudyMode;
  /** a guest has no memory model: no "My mistakes in this topic" */
  signedIn: boolean;
}

/**
 * Start or Resume for the chosen topic (docs/product.md#states-and-transitions): Resume only when answers, index and start time
 * are all saved for (quiz|study) + course + topic + mode; Start throws that saved progress away.
 */
export function QuizStartPanel({ category, course, module, topic, mode, signedIn }: QuizStartPanelProps) {
  const navigate = useNavigate();
  const serious = mode === 'serious';
  const count = useQuestionCount({ category, course, topic, mode }, serious);
  const keys = progressKeys(serious ? 'quiz' : 'study', course, topic, mode);
  // read once per topic; the panel is keyed by topic, and Start clears it right before leaving
  const [resumable] = useState(() => canResume(readProgress(keys)));

  const target = serious ? quizStartPath(category, { course, topic }) : studybotPath(category, { course, module, topic });
  const noQuestions = serious && count.data?.count === 0;

  const start = () => {
    clearProgress(keys);
    void navigate(target);
  };

  return (
    <Stack gap={1.5} align="flex-start">
      {/* the line is held while the count loads, so Start and Resume never move under the pointer */}
      {serious && (count.isPending || (count.data?.count ?? 0) > 0) && (
        <Text tone="secondary">
          {count.data ? `${count.data.count} ${count.data.count === 1 ? 'question' : 'questions'} in this topic` : <Skeleton width={180} />}
        </Text>
      )}
      {noQuestions && !resumable && <Alert severity="info">No questions for this topic yet. Try another topic.</Alert>}
      <Stack direction="row" gap={1.5} wrap>
        {resumable && (
          <Button variant="contained" size="large" startIcon={<Icon path={mdiReplay} size="small" />} onClick={() => void navigate(target)}>
            Resume
          </Button>
        )}
        <Button
          variant={resumable ? 'outlined' : 'contained'}
          size="large"
          startIcon={<Icon path={mdiPlay} size="small" />}
          onClick={start}
          disabled={noQuestions}
        >
          Start
        </Button>
      </Stack>
      {serious && signedIn && <TopicMistakes category={category} course={course} topic={topic} />}
    </Stack>
  );
}
