import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { SETS_KEY } from './get-sets';

interface Promotion {
  category: string;
  /** the course's name in the catalogue; absent: the set's title */
  course?: string;
}

/** An admin puts a copy of a set its owner offers (or of their own) into the public catalogue; the offer ends. */
const promoteSet = ({ id, promotion }: { id: number; promotion: Promotion }) =>
  apiFetch<{ category: string; course: string }>(`/api/sets/${id}/promote`, { method: 'POST', body: promotion });

export function usePromoteSet() {
  const queryClient = useQueryClient();
  // a new course in the catalogue: its lists and trees are read afresh, and the offer it took up is gone
  return useMutation({
    mutationFn: promoteSet,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['catalogue'] }), queryClient.invalidateQueries({ queryKey: SETS_KEY })]),
  });
}
