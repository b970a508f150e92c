import type { ExportFormat } from '@curio/core/study-sets-rules';

/**
 * A set as a screen names it: one of the learner's own (by id) or one opened through its share
 * link (by slug). Both answer the same reads, under their own API prefix.
 */
export type SetRef = { id: number } | { slug: string };

export const setRefKey = (ref: SetRef) => ('id' in ref ? `id:${ref.id}` : `slug:${ref.slug}`);

const withTopic = (path: string, topic?: string | null) => (topic ? `${path}?${new URLSearchParams({ topic })}` : path);

export const setApiPath = (ref: SetRef) => ('id' in ref ? `/api/sets/${ref.id}` : `/api/sets/shared/${encodeURIComponent(ref.slug)}`);

/** The set's own page: its items and what can be done with them. */
export const setPath = (ref: SetRef) => ('id' in ref ? `/sets/${ref.id}` : `/sets/shared/${encodeURIComponent(ref.slug)}`);

export const SETS_PATH = '/sets';
export const NEW_SET_PATH = '/sets/new';
export const setEditPath = (id: number) => `/sets/${id}/edit`;
/** The import page; with a set, its items are added to that set instead of making a new one. */
export const importPath = (into?: number) => (into ? `/sets/import?${new URLSearchParams({ into: String(into) })}` : '/sets/import');

export const setQuizPath = (ref: SetRef, topic?: string | null) => withTopic(`${setPath(ref)}/quiz`, topic);
export const setStudyPath = (ref: SetRef, topic?: string | null) => withTopic(`${setPath(ref)}/study`, topic);
export const setFlashcardsApiPath = (ref: SetRef, topic?: string | null) => withTopic(`${setApiPath(ref)}/flashcards`, topic);
export const setReviewApiPath = (ref: SetRef, topic?: string | null) => withTopic(`${setApiPath(ref)}/review`, topic);

/** A file download: the server answers it as an attachment, so a plain link saves it. */
export const setExportUrl = (ref: SetRef, format: ExportFormat) => `${setApiPath(ref)}/export?${new URLSearchParams({ format })}`;

/** A catalogue topic the learner can open, as a file of a format (as a set exports). */
export const topicExportUrl = (topic: { category: string; course: string; topic: string }, format: ExportFormat) =>
  `/api/topics/export?${new URLSearchParams({ ...topic, format })}`;

/** The address a share link opens, as the learner copies it. */
export const shareUrl = (slug: string, origin: string) => `${origin}/sets/shared/${encodeURIComponent(slug)}`;
