import type { PreviewBody, PreviewResponse } from '@curio/core/projects-api';
import { apiFetch } from '../../../lib/api-client';

/** Renders a card's document without keeping it (the spec's {id} is the template's id or key). */
export const previewDocument = (templateId: string, body: PreviewBody, signal?: AbortSignal) =>
  apiFetch<PreviewResponse>(`/api/projects/templates/${encodeURIComponent(templateId)}/preview`, { method: 'POST', body, ...(signal ? { signal } : {}) });
