import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentKind, DeleteByTopicQuery } from '@curio/core/catalogue';
import { apiFetch } from '../../../lib/api-client';

/** DELETE /api/admin/questions or /api/admin/flashcards, by category, course, module and topic. */
const deleteByTopic = (kind: ContentKind, group: DeleteByTopicQuery) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(group)) if (value) query.set(key, value);
  return apiFetch<{ deleted: number }>(`/api/admin/${kind}?${query}`, { method: 'DELETE' });
};

export function useDeleteByTopic(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (group: DeleteByTopicQuery) => deleteByTopic(kind, group),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'groups', kind] }),
  });
}
