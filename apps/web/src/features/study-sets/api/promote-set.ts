import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface Promotion {
  category: string;
  /** the course's name in the catalogue; absent: the set's title */
  course?: string;
}

/** An admin puts a copy of the set into the public catalogue. */
export const promoteSet = ({ id, promotion }: { id: number; promotion: Promotion }) =>
  apiFetch<{ category: string; course: string }>(`/api/sets/${id}/promote`, { method: 'POST', body: promotion });

export function usePromoteSet() {
  const queryClient = useQueryClient();
  // a new course in the catalogue: its lists and trees are read afresh
  return useMutation({ mutationFn: promoteSet, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalogue'] }) });
}
