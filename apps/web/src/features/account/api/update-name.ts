import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse, UpdateProfileInput } from '@curio/core/account';
import { apiFetch } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/me';

const updateName = (input: UpdateProfileInput) =>
  apiFetch<MeResponse>('/api/me', { method: 'PATCH', body: input });

export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateName,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
