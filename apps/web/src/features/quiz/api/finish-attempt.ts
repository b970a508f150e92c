import type { SavedResult } from '@curio/core/learning';
import { apiFetch } from '../../../lib/api-client';

/** Saves the result of an attempt whose every question is answered: the server's score and time. */
export const finishAttempt = (attemptId: string) => apiFetch<SavedResult>(`/api/quiz/attempts/${encodeURIComponent(attemptId)}/finish`, { method: 'POST' });
