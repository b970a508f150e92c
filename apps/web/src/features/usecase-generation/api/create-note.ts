import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewUseCaseNote, UseCaseNote } from '@curio/core/usecase-notes';
import { apiFetch } from '../../../lib/api-client';

const createNote = (input: NewUseCaseNote) => apiFetch<UseCaseNote>('/api/usecase-notes', { method: 'POST', body: input });

export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['usecase-generation', 'notes'] }),
  });
}
