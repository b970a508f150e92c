import { useMutation } from '@tanstack/react-query';
import type { DeletionRequestInput } from '@curio/core/account';
import { apiFetch } from '../../../lib/api-client';

const requestDeletion = (input: DeletionRequestInput) =>
  apiFetch<{ ok: true }>('/api/deletion-requests', { method: 'POST', body: input });

export const useRequestDeletion = () => useMutation({ mutationFn: requestDeletion });
