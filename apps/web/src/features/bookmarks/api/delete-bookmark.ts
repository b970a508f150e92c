import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const deleteBookmark = (id: string) => apiFetch<{ ok: true }>(`/api/bookmarks/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBookmark,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookmarks'] }),
  });
}
