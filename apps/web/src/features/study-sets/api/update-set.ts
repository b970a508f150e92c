import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetSummary } from '@curio/core/study-sets';
import { apiFetch } from '../../../lib/api-client';
import { SETS_KEY } from './get-sets';

interface SetChanges {
  title?: string;
  description?: string;
}

/** Renames a set or changes its description. */
const updateSet = ({ id, changes }: { id: number; changes: SetChanges }) =>
  apiFetch<SetSummary>(`/api/sets/${id}`, { method: 'PATCH', body: changes });

export function useUpdateSet() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSet, onSuccess: () => queryClient.invalidateQueries({ queryKey: SETS_KEY }) });
}
