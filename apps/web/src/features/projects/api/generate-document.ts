import type { GenerateBody, GenerateResponse } from '@curio/core/projects-api';
import { apiFetch } from '../../../lib/api-client';

/** The card's document, polished by the AI provider when asked (signed-in learners). */
export const generateDocument = (templateId: string, body: GenerateBody) =>
  apiFetch<GenerateResponse>(`/api/projects/templates/${encodeURIComponent(templateId)}/generate`, { method: 'POST', body });
