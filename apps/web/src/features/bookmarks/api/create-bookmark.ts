import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Bookmark, NewBookmark } from '@curio/core/learning';
import { apiFetch } from '../../../lib/api-client';

const createBookmark = (input: NewBookmark) => apiFetch<Bookmark>('/api/bookmarks', { method: 'POST', body: input });

export function useCreateBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBookmark,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookmarks'] }),
  });
}
