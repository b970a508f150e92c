import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@curio/core/account';
import type { UpdateMeData } from '@curio/core/people';
import { apiFetch } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/me';

/** PATCH /api/me with the username and bio; 409 when someone else has the username. */
const updateProfile = (input: Pick<UpdateMeData, 'username' | 'bio'>) => apiFetch<MeResponse>('/api/me', { method: 'PATCH', body: input });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
