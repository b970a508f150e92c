import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UseCaseNote } from '@curio/core/usecase-notes';
import { apiFetch } from '../../../lib/api-client';

/** Every note of the learner, newest first. */
const getNotes = () => apiFetch<UseCaseNote[]>('/api/usecase-notes');

const notesQueryOptions = () => queryOptions({ queryKey: ['usecase-generation', 'notes'], queryFn: getNotes });

export const useNotes = () => useQuery(notesQueryOptions());
