import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetSummary } from '@curio/core/study-sets';
import { apiFetch } from '../../../lib/api-client';
import { SETS_KEY } from './get-sets';

/** "Suggest for the catalogue" on (an admin may then promote a copy) or off (the suggestion is withdrawn). */
const offerSet = ({ id, offered }: { id: number; offered: boolean }) => apiFetch<SetSummary>(`/api/sets/${id}/offer`, { method: 'PUT', body: { offered } });

export function useOfferSet() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: offerSet, onSuccess: () => queryClient.invalidateQueries({ queryKey: SETS_KEY }) });
}
