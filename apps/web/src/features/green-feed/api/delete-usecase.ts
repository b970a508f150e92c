import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { removeUseCase } from './feed-cache';

/** Deletes one of my use cases (the server refuses anyone else's). */
const deleteUseCase = (id: string) => apiFetch<{ ok: true }>(`/api/usecases/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteUseCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUseCase,
    onSuccess: (_ok, id) => removeUseCase(queryClient, id),
  });
}
