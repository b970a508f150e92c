import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const deleteSavedUseCase = (id: string) =>
  apiFetch<{ ok: true }>(`/api/saved-usecases/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteSavedUseCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedUseCase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['saved-usecases'] }),
  });
}
