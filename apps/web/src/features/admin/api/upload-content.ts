import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadRequest, UploadResult } from '@curio/core/upload';
import { apiFetch } from '../../../lib/api-client';

const uploadContent = (request: UploadRequest) => apiFetch<UploadResult>('/api/admin/upload', { method: 'POST', body: request });

export function useUploadContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadContent,
    // new topics appear in the groups, the study selector and the browse tree
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
