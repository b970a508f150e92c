import { useMutation } from '@tanstack/react-query';
import type { SharedQuestionLink } from '@curio/core/learning';
import type { StudyMode } from '@curio/core/quiz-rules';
import { apiFetch } from '../../../lib/api-client';

interface ShareQuestionInput {
  questionId: number;
  category: string;
  mode: StudyMode;
}

/** The question's link, created once and reused; each call counts one more share. */
const shareQuestion = ({ questionId, category, mode }: ShareQuestionInput) =>
  apiFetch<SharedQuestionLink>(`/api/questions/${questionId}/share`, { method: 'POST', body: { category, mode } });

export const useShareQuestion = () => useMutation({ mutationFn: shareQuestion });
