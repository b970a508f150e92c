import { STUDIO_PUBLISHED_LIMIT } from '@curio/core/limits';
import type { UseCase } from '@curio/core/usecases';

/** A post of 'My Published Posts': the server's, or a temporary one while it is being published. */
export type PublishedPost = UseCase & { pending?: true };

/*
 * The list operations of docs/product.md#states-and-transitions Save & Publish, kept pure so the optimistic flow can be tested
 * on its own. Every result holds each id once and at most STUDIO_PUBLISHED_LIMIT posts.
 */

function uniqueCapped(list: readonly PublishedPost[]): PublishedPost[] {
  const seen = new Set<string>();
  return list
    .filter((post) => {
      if (seen.has(post.id)) return false;
      seen.add(post.id);
      return true;
    })
    .slice(0, STUDIO_PUBLISHED_LIMIT);
}

/** The temporary post goes on top. */
export const withTemporary = (list: readonly PublishedPost[], temporary: PublishedPost) => uniqueCapped([temporary, ...list]);

export const withoutPost = (list: readonly PublishedPost[], id: string) => list.filter((p) => p.id !== id);

const isTemporaryOf = (p: PublishedPost, post: PublishedPost) => p.pending === true && p.title === post.title && p.content === post.content;

/**
 * A post from the live channel: known ones are brought up to date in place; the one a temporary
 * post stands for (its event can beat the publish's own answer) takes that post's place; new
 * ones go on top.
 */
export function withLivePost(list: readonly PublishedPost[], post: PublishedPost): PublishedPost[] {
  if (list.some((p) => p.id === post.id)) return list.map((p) => (p.id === post.id ? post : p));
  const temporary = list.findIndex((p) => isTemporaryOf(p, post));
  if (temporary >= 0) return list.map((p, i) => (i === temporary ? post : p));
  return uniqueCapped([post, ...list]);
}

/**
 * The server's post takes the temporary one's place. The live channel may have brought it in
 * already; it is then kept once, where the temporary post was. If a reload took the temporary
 * post away meanwhile, the server's goes in as a new one.
 */
export function replaceTemporary(list: readonly PublishedPost[], temporaryId: string, post: PublishedPost): PublishedPost[] {
  if (!list.some((p) => p.id === temporaryId)) return withLivePost(list, post);
  return uniqueCapped(list.filter((p) => p.id !== post.id).map((p) => (p.id === temporaryId ? post : p)));
}
