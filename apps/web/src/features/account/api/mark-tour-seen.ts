import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@curio/core/account';
import { apiFetch } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/me';

export const markTourSeen = () => apiFetch<{ ok: true }>('/api/me/tour', { method: 'POST' });

export function useMarkTourSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markTourSeen,
    onSuccess: () =>
      queryClient.setQueryData<MeResponse | null>(meQueryKey, (me) =>
        me ? { ...me, profile: { ...me.profile, has_seen_tour: true } } : me,
      ),
  });
}
