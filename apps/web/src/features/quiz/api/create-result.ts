import type { NewResult, SavedResult } from '@curio/core/learning';
import { apiFetch } from '../../../lib/api-client';

/** A quiz taken offline from a downloaded topic, sent for the server to grade (once per client id). */
export const createResult = (input: NewResult) => apiFetch<SavedResult>('/api/results', { method: 'POST', body: input });
