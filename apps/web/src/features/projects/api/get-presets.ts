import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { PRESETS_LIMIT } from '@curio/core/limits';
import type { Preset, presetList } from '@curio/core/projects-api';
import { projectsGet } from '../http';

export interface PresetsFilter {
  /** presets for this template; every preset when null */
  templateKey: string | null;
  /** public: ours and everyone's (the default); private: the learner's own */
  scope?: 'public' | 'private';
  q?: string;
}

/**
 * A page of presets (docs/routes.md#api: limit 60, offset 0; unranked last): everyone's in their rank order,
 * the learner's own newest first.
 */
function getPresets({ templateKey, scope = 'public', q }: PresetsFilter, signedIn: boolean) {
  const mine = scope === 'private';
  const params = new URLSearchParams({ scope, sort: mine ? 'updated_at' : 'order_rank', asc: String(!mine), limit: String(PRESETS_LIMIT), offset: '0' });
  if (templateKey) params.set('template_key', templateKey);
  if (q?.trim()) params.set('q', q.trim());
  return projectsGet<z.infer<typeof presetList>>(`/api/projects/presets?${params}`, { signedIn });
}

/** Every presets list's key starts here: saving, changing or deleting a preset reloads them. */
export const presetsKey = ['projects', 'presets'] as const;

const presetsQueryOptions = (filter: PresetsFilter, signedIn: boolean) =>
  queryOptions({ queryKey: [...presetsKey, filter, signedIn], queryFn: () => getPresets(filter, signedIn) });

const usePresets = (filter: PresetsFilter, signedIn: boolean, enabled = true) => useQuery({ ...presetsQueryOptions(filter, signedIn), enabled });

/** The presets a card can apply: a signed-in learner's own first, then everyone's. */
export function useCardPresets(templateKey: string | null, signedIn: boolean, enabled = true) {
  const everyone = usePresets({ templateKey }, signedIn, enabled);
  const mine = usePresets({ templateKey, scope: 'private' }, signedIn, enabled && signedIn);
  const items: Preset[] | undefined = everyone.data && (!signedIn || mine.data) ? [...(mine.data?.items ?? []), ...everyone.data.items] : undefined;
  return {
    items,
    isPending: everyone.isPending || (signedIn && mine.isPending),
    isError: everyone.isError || mine.isError,
    refetch: () => Promise.all([everyone.refetch(), signedIn ? mine.refetch() : undefined]),
  };
}
