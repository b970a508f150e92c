import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Admin only: every user's bookmarks with this concept (docs/product.md#roles-and-permissions). */
const deleteBookmarksForAll = (concept: string) =>
  apiFetch<{ deleted: number }>(`/api/admin/bookmarks?${new URLSearchParams({ concept })}`, { method: 'DELETE' });

export function useDeleteBookmarksForAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBookmarksForAll,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookmarks'] }),
  });
}
