import { queryOptions, useQuery } from '@tanstack/react-query';
import { shareLinkFailedText, USECASE_SHARE_MSG } from '@curio/core/usecase-messages';
import { apiFetch, isApiError } from '../../../lib/api-client';

/**
 * The use case's share link (POST /api/usecases/{id}/share). The server makes it once and answers
 * the same link after that; the spec's client also accepts `url`.
 */
async function createShareLink(id: string): Promise<string> {
  let body: { shareUrl?: unknown; url?: unknown } | undefined;
  try {
    body = await apiFetch(`/api/usecases/${encodeURIComponent(id)}/share`, { method: 'POST', body: {} });
  } catch (err) {
    throw new Error(isApiError(err) && err.status > 0 ? shareLinkFailedText(err.status) : USECASE_SHARE_MSG.shareFailed, { cause: err });
  }
  const link = body?.shareUrl ?? body?.url;
  if (typeof link !== 'string' || !link) throw new Error(USECASE_SHARE_MSG.linkMissing);
  return link;
}

/** Kept for the whole visit: a use case's link never changes (docs/product.md#states-and-transitions 'created once and reused'). */
export const shareLinkQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['usecase-sharing', 'link', id],
    queryFn: () => createShareLink(id),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export const useShareLink = (id: string | undefined, enabled: boolean) =>
  useQuery({ ...shareLinkQueryOptions(id ?? ''), enabled: enabled && Boolean(id) });
