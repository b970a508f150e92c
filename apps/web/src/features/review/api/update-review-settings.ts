import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReviewSettings, reviewSettingsInput } from '@curio/core/review';
import { apiFetch } from '../../../lib/api-client';
import { reviewSettingsQueryKey } from './get-review-settings';

export type ReviewSettingsInput = z.input<typeof reviewSettingsInput>;

const updateReviewSettings = (input: ReviewSettingsInput) =>
  apiFetch<ReviewSettings>('/api/review/settings', { method: 'PATCH', body: input });

export function useUpdateReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReviewSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(reviewSettingsQueryKey, settings);
      // the summary carries the settings too (the session size of the Start button)
      void queryClient.invalidateQueries({ queryKey: ['review', 'summary'] });
    },
  });
}
