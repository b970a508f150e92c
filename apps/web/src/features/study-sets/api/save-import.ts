import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportSave, SetSummary } from '@curio/core/study-sets';
import { apiFetch } from '../../../lib/api-client';
import { SETS_KEY } from './get-sets';

/** Saves a previewed import, whose items wait on the server, as a new set or into a set: all of them or none. */
const saveImport = ({ importId, target }: { importId: string; target: ImportSave }) =>
  apiFetch<SetSummary>(`/api/sets/imports/${encodeURIComponent(importId)}`, { method: 'POST', body: target });

export function useSaveImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveImport,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SETS_KEY });
    },
  });
}
