/**
 * A use case that starts a brief in the projects studio: one of the learner's saved use cases or
 * a published one. Other screens link to /projects with it in the query, named as the projects
 * API names it (GET /api/projects/from-usecase).
 */
export type BriefSource = { saved_id: string } | { usecase_id: string };

export const briefPath = (source: BriefSource) => `/projects?${new URLSearchParams(source)}`;

/** The source a /projects address names, if any. */
export function briefSourceFrom(params: URLSearchParams): BriefSource | null {
  const saved = params.get('saved_id')?.trim();
  if (saved) return { saved_id: saved };
  const published = params.get('usecase_id')?.trim();
  return published ? { usecase_id: published } : null;
}
