import type { UseCase } from '@curio/core/usecases';
import { apiFetch } from '../../../lib/api-client';

/** One use case as the signed-in caller sees it (its like count and whether they like it). */
export const getUseCase = (id: string) => apiFetch<UseCase>(`/api/usecases/${encodeURIComponent(id)}`);
