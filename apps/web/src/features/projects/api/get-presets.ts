import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { PRESETS_LIMIT } from '@curio/core/limits';
import type { presetList } from '@curio/core/projects-api';
import { apiFetch } from '../../../lib/api-client';

export interface PresetsFilter {
  /** presets for this template (and those that fit any); every preset when null */
  templateKey: string | null;
  q?: string;
}

/** A page of presets in their rank order (spec §7: limit 60, offset 0; unranked last). */
export function getPresets({ templateKey, q }: PresetsFilter) {
  const params = new URLSearchParams({ sort: 'order_rank', asc: 'true', limit: String(PRESETS_LIMIT), offset: '0' });
  if (templateKey) params.set('template_key', templateKey);
  if (q?.trim()) params.set('q', q.trim());
  return apiFetch<z.infer<typeof presetList>>(`/api/projects/presets?${params}`);
}

export const presetsQueryOptions = (filter: PresetsFilter) => queryOptions({ queryKey: ['projects', 'presets', filter], queryFn: () => getPresets(filter) });

export const usePresets = (filter: PresetsFilter, enabled = true) => useQuery({ ...presetsQueryOptions(filter), enabled });
