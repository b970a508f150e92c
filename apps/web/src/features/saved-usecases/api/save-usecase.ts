import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewSavedUseCase, SavedUseCase } from '@curio/core/saved-usecases';
import { apiFetch } from '../../../lib/api-client';

/** Saving content the learner saved before answers the one kept (duplicates are ignored). */
const saveUseCase = (input: NewSavedUseCase) => apiFetch<SavedUseCase>('/api/saved-usecases', { method: 'POST', body: input });

export function useSaveUseCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUseCase,
    // the list and the sidebar's count
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['saved-usecases'] }),
  });
}
