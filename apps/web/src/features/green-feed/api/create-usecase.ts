import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewUseCase, UseCase } from '@curio/core/usecases';
import { apiFetch } from '../../../lib/api-client';
import { feedListsKey } from './get-usecases';

/** Publishes a use case; the author comes from the session. */
const createUseCase = (input: NewUseCase) => apiFetch<UseCase>('/api/usecases', { method: 'POST', body: input });

export function useCreateUseCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUseCase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedListsKey }),
  });
}
