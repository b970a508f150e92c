import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { FEEDBACK_REFRESH_MS } from '@curio/core/limits';
import type { FeedbackType, QuestionFeedbackCounts } from '@curio/core/learning';
import { QUESTION_FEEDBACK_MSG } from '@curio/core/learning-messages';
import { applyFeedbackChoice } from '@curio/core/question-feedback';
import { apiFetch } from '../../../lib/api-client';
import { questionFeedbackQueryKey } from './get-question-feedback';

const setQuestionFeedback = (questionId: number, type: FeedbackType) =>
  apiFetch<QuestionFeedbackCounts>(`/api/questions/${questionId}/feedback`, { method: 'PUT', body: { feedback_type: type } });

/**
 * The learner's single, changeable thumbs choice (docs/product.md#states-and-transitions): the counts change on screen at once,
 * take the server's answer, and are reloaded FEEDBACK_REFRESH_MS later to pick up other learners'
 * votes; a failure reloads them. Changes to one question are sent one at a time, in order.
 */
export function useSetQuestionFeedback(questionId: number) {
  const queryClient = useQueryClient();
  const queryKey = questionFeedbackQueryKey(questionId);
  const mutationKey = ['quiz', 'set-feedback', questionId];
  const refresh = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(refresh.current), []);

  // while a later change is on its way, its own answer decides what is shown
  const pending = () => queryClient.isMutating({ mutationKey });
  const reload = () => void queryClient.invalidateQueries({ queryKey });

  return useMutation({
    mutationKey,
    scope: { id: `question-feedback-${questionId}` },
    mutationFn: (type: FeedbackType) => setQuestionFeedback(questionId, type),
    onMutate: async (type) => {
      // a reload in flight would put the old counts back over the choice just made
      await queryClient.cancelQueries({ queryKey });
      const shown = queryClient.getQueryData<QuestionFeedbackCounts>(queryKey);
      const next = shown && applyFeedbackChoice(shown, type);
      if (next) queryClient.setQueryData(queryKey, next);
    },
    // this mutation still counts as pending in its own callbacks, hence "=== 1": the last one
    onSuccess: (counts) => {
      toast.success(QUESTION_FEEDBACK_MSG.submitted);
      if (pending() !== 1) return;
      queryClient.setQueryData(queryKey, counts);
      window.clearTimeout(refresh.current);
      refresh.current = window.setTimeout(() => {
        if (pending() === 0) reload();
      }, FEEDBACK_REFRESH_MS);
    },
    onError: () => {
      toast.error(QUESTION_FEEDBACK_MSG.failed);
      if (pending() === 1) reload();
    },
  });
}
