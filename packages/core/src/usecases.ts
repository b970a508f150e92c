import { z } from 'zod';
import {
  COMMENT_MAX_LENGTH,
  FEED_PAGE_SIZE,
  SHARE_SUMMARY_LENGTH,
  USECASE_CONTENT_MAX,
  USECASE_PROVIDER_MAX,
  USECASE_TAG_MAX_LENGTH,
  USECASE_TAGS_MAX,
  USECASE_TITLE_MAX,
  USECASES_PAGE_MAX,
} from './limits';
import { userId } from './people';
import { parseTags } from './tags';
import { multiLineText, singleLineText } from './text-input';
import { useCaseProvenance } from './usecase-generation';
import { COMMENT_MSG, USECASE_MSG } from './usecase-messages';

/*
 * Published use cases of the Green AI feed (docs/product.md#what-is-stored, docs/routes.md#api), their likes, comments and share links.
 * Request schemas validate at the server's edge and drive the web forms; response schemas are the
 * API contract both sides build against.
 */

export const USECASE_ORIGINS = ['user', 'assisted', 'ai'] as const;
const useCaseOrigin = z.enum(USECASE_ORIGINS);
export type UseCaseOrigin = z.infer<typeof useCaseOrigin>;

/** The longest search text of the feed. */
const USECASE_SEARCH_MAX = 200;
/** Raw tag input, before parsing: room for the most tags with separators, not for a flood. */
const TAGS_INPUT_MAX = USECASE_TAGS_MAX * (USECASE_TAG_MAX_LENGTH + 2) * 2;

/** docs/routes.md#api: the provider defaults to the product for ai origin and to null for user or assisted. */
export const providerFor = (origin: UseCaseOrigin, provider: string | null, productName: string) =>
  provider ?? (origin === 'ai' ? productName : null);

/** Share summary (docs/product.md#limits): the first SHARE_SUMMARY_LENGTH characters, never splitting one in two. */
export const summaryOf = (content: string) => Array.from(content).slice(0, SHARE_SUMMARY_LENGTH).join('');

/**
 * A text cut to at most `max` characters at the end of a word, with an ellipsis when anything was
 * cut: for link previews and cards, where half a word reads as a mistake.
 */
export function wordExcerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  const cut = chars.slice(0, max).join('');
  const lastSpace = cut.lastIndexOf(' ');
  // one word longer than the room: cut it, rather than show nothing
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : Array.from(cut).slice(0, -1).join('');
  return `${words.replace(/[\s.,;:!?–—-]+$/u, '')}…`;
}

const requiredText = (kind: typeof singleLineText, label: string, max: number) =>
  kind()
    .trim()
    .min(1, { message: `${label} is required.` })
    .max(max, { message: `${label} is limited to ${max} characters.` });

/** The form's text ('ai, #climate energy') or a list of tags; parsed by the rule of docs/product.md#validation. */
const tagsInput = z
  .union([singleLineText().max(TAGS_INPUT_MAX), z.array(singleLineText().max(TAGS_INPUT_MAX)).max(USECASE_TAGS_MAX * 2)])
  .nullish()
  .transform((tags) => (tags ? parseTags(tags) : []))
  .pipe(
    z
      .array(z.string().max(USECASE_TAG_MAX_LENGTH, { message: `A tag is limited to ${USECASE_TAG_MAX_LENGTH} characters.` }))
      .max(USECASE_TAGS_MAX, { message: `A use case has at most ${USECASE_TAGS_MAX} tags.` }),
  );

/** POST /api/usecases. created_by and author_name come from the session; sent ones are ignored. */
export const newUseCase = z.object({
  title: requiredText(singleLineText, 'Title', USECASE_TITLE_MAX),
  content: requiredText(multiLineText, 'Content', USECASE_CONTENT_MAX),
  tags: tagsInput,
  is_public: z.boolean().default(true),
  origin: useCaseOrigin.default('ai'),
  provider: singleLineText()
    .trim()
    .max(USECASE_PROVIDER_MAX)
    .nullish()
    .transform((p) => p || null),
  /** where a generated use case came from, as the generation said */
  provenance: useCaseProvenance.nullish().transform((p) => p ?? null),
}).refine((u) => u.origin !== 'user' || u.provenance === null, {
  message: 'A use case written by its author has no provenance.',
  path: ['provenance'],
});
export type NewUseCase = z.input<typeof newUseCase>;
export type NewUseCaseData = z.output<typeof newUseCase>;

export const useCase = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  summary: z.string().nullable(),
  tags: z.array(z.string()),
  is_public: z.boolean(),
  origin: useCaseOrigin,
  provider: z.string().nullable(),
  provenance: useCaseProvenance.nullable(),
  author_name: z.string().nullable(),
  created_by: z.string(),
  created_at: z.string(),
  likes_count: z.number().int(),
  comments_count: z.number().int(),
  /** the author's person page (/people/{username}) and picture, as they are now */
  author_username: z.string().nullable(),
  author_avatar_url: z.string().nullable(),
  /** whether the signed-in caller likes it */
  liked_by_me: z.boolean(),
});
export type UseCase = z.infer<typeof useCase>;

const USECASE_SORTS = ['recent', 'top'] as const;
export type UseCaseSort = (typeof USECASE_SORTS)[number];

// a query string's empty parameter ('?origin=') means no filter
const blankAsMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * GET /api/usecases: the public feed (Recent, or Trending with sort=top); created_by=me: my own;
 * created_by=following: by the people I follow, newest first; created_by={user id}: that person's
 * public ones.
 */
export const useCasesQuery = z.object({
  created_by: z.preprocess(
    blankAsMissing,
    z.union([z.literal('me'), z.literal('following'), userId], { message: 'created_by is me, following or a user id.' }).optional(),
  ),
  limit: z.preprocess(blankAsMissing, z.coerce.number().min(1).max(USECASES_PAGE_MAX).int().default(FEED_PAGE_SIZE)),
  /** next_cursor of the previous page, as it was given */
  cursor: z.preprocess(blankAsMissing, singleLineText().max(500).optional()),
  origin: z.preprocess(blankAsMissing, useCaseOrigin.optional()),
  provider: z.preprocess(blankAsMissing, singleLineText().trim().max(USECASE_PROVIDER_MAX).optional()),
  q: z.preprocess(blankAsMissing, singleLineText().trim().max(USECASE_SEARCH_MAX).optional()),
  sort: z.preprocess(blankAsMissing, z.enum(USECASE_SORTS).default('recent')),
}).refine((query) => !(query.created_by === 'following' && query.sort === 'top'), { message: USECASE_MSG.followingNewestFirst, path: ['sort'] });
export type UseCasesQuery = z.output<typeof useCasesQuery>;

export const useCasePage = z.object({
  data: z.array(useCase),
  /** pass it as cursor for the next page; null when there is none */
  next_cursor: z.string().nullable(),
});
export type UseCasePage = z.infer<typeof useCasePage>;

export const useCaseIdParams = z.object({ id: z.uuid({ message: 'Not a use case id.' }) });

/** POST and DELETE /api/usecases/{id}/like */
export const likeState = z.object({ liked: z.boolean(), likes_count: z.number().int() });
export type LikeState = z.infer<typeof likeState>;

// ---------------------------------------------------------------- comments

/** POST /api/usecases/{id}/comments: trimmed; empty is refused (docs/product.md#validation). */
export const newComment = z.object({
  body: multiLineText()
    .trim()
    .min(1, { message: COMMENT_MSG.required })
    .max(COMMENT_MAX_LENGTH, { message: `A comment is limited to ${COMMENT_MAX_LENGTH} characters.` }),
});

export const comment = z.object({
  id: z.string(),
  usecase_id: z.string(),
  user_id: z.string(),
  body: z.string(),
  author_name: z.string().nullable(),
  /** the author's person page and picture, as they are now */
  author_username: z.string().nullable(),
  author_avatar_url: z.string().nullable(),
  created_at: z.string(),
});
export type Comment = z.infer<typeof comment>;

/** GET /api/usecases/{id}/comments: the COMMENTS_LIMIT newest, and how many there are in all. */
export const commentList = z.object({ data: z.array(comment), count: z.number().int() });
export type CommentList = z.infer<typeof commentList>;

export const commentIdParams = z.object({
  id: z.uuid({ message: 'Not a use case id.' }),
  commentId: z.uuid({ message: 'Not a comment id.' }),
});

// ---------------------------------------------------------------- sharing

/** POST /api/usecases/{id}/share: the spec's client sends an empty object, or nothing. */
export const shareUseCaseInput = z.preprocess((body) => body ?? {}, z.object({}));

export const shareLink = z.object({ shareUrl: z.string() });

export const shareSlugParams = z.object({ slug: singleLineText().max(100) });

/** GET /share/api/usecase/{slug}, without sign-in. */
export const sharedUseCase = z.object({
  ok: z.literal(true),
  usecase: z.object({ title: z.string(), summary: z.string(), content: z.string(), tags: z.array(z.string()) }),
});
export type SharedUseCase = z.infer<typeof sharedUseCase>;
