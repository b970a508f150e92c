import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedUseCase } from '@curio/core/saved-usecases';
import { apiFetch } from '../../../lib/api-client';

/** The learner's saved use cases, newest first. */
const getSavedUseCases = () => apiFetch<SavedUseCase[]>('/api/saved-usecases');

const savedUseCasesQueryOptions = () => queryOptions({ queryKey: ['saved-usecases', 'list'], queryFn: getSavedUseCases });

export const useSavedUseCases = () => useQuery(savedUseCasesQueryOptions());
