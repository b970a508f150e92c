import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const deleteNote = (id: string) => apiFetch<{ ok: true }>(`/api/usecase-notes/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['usecase-generation', 'notes'] }),
  });
}
