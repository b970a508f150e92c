import { useEffect, useRef } from 'react';
import type { AskedQuestion } from '@curio/core/quiz-attempts';
import { QUESTION_TYPE_LABELS } from '@curio/core/question-types-rules';
import type { QuestionResponse } from '@curio/core/question-types';
import { Chip, Stack, Text } from '../ui';
import { ChoiceAnswer } from './answer-inputs/choice-answer';
import { ClozeAnswer } from './answer-inputs/cloze-answer';
import { MatchingAnswer } from './answer-inputs/matching-answer';
import { OrderingAnswer } from './answer-inputs/ordering-answer';
import type { CardVerdict } from './answer-inputs/parts';
import { ResponseAnswer } from './answer-inputs/response-answer';
import { TextAnswer } from './answer-inputs/text-answer';
import { creditText } from './question-messages';
import css from './question-card.module.css';

interface QuestionCardProps {
  question: AskedQuestion;
  /** the response sent for this question: it locks the inputs while it is graded and after */
  sent: QuestionResponse | null;
  /** the graded answer: which parts were right */
  verdict: CardVerdict | null;
  onAnswer: (response: QuestionResponse) => void;
  /** take the focus when shown, so a screen reader reads the question and Tab goes to the answer */
  autoFocus?: boolean;
}

/**
 * One question and the input its type takes (docs/product.md#question-types): options to pick,
 * boxes to tick, a field to type in, a select per prompt, a list to order, blanks in a text.
 * What is sent locks it; the verdict then marks which parts were right.
 */
export function QuestionCard({ question, sent, verdict, onAnswer, autoFocus = false }: QuestionCardProps) {
  const headingRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (autoFocus) headingRef.current?.focus();
  }, [autoFocus, question.id]);
  const props = { sent, verdict, onAnswer };
  // a cloze's text is its answer's inputs: the heading names the task instead
  const heading = question.type === 'cloze' ? QUESTION_TYPE_LABELS.cloze : question.question;
  const credit = verdict && creditText(verdict, question);
  return (
    <Stack gap={2.5}>
      <Stack gap={0.5}>
        {question.type !== 'multiple_choice' && question.type !== 'cloze' && (
          <Text variant="overline" as="p" tone="accent" bold className={css.kind}>
            {QUESTION_TYPE_LABELS[question.type]}
          </Text>
        )}
        <Text ref={headingRef} tabIndex={-1} variant="h5" as="h2" className={css.heading}>
          {heading}
        </Text>
      </Stack>
      {question.type === 'multiple_choice' || question.type === 'true_false' ? (
        <ChoiceAnswer question={question} {...props} />
      ) : question.type === 'multiple_response' ? (
        <ResponseAnswer question={question} {...props} />
      ) : question.type === 'typed' || question.type === 'numeric' ? (
        <TextAnswer question={question} {...props} />
      ) : question.type === 'matching' ? (
        <MatchingAnswer question={question} {...props} />
      ) : question.type === 'ordering' ? (
        <OrderingAnswer question={question} {...props} />
      ) : question.type === 'cloze' ? (
        <ClozeAnswer question={question} {...props} />
      ) : null}
      {credit && <Chip label={credit} color="warning" variant="outlined" className={css.credit} />}
    </Stack>
  );
}
