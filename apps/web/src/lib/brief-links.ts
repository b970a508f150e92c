/**
 * What starts a document in the projects studio from another screen: one of the learner's saved
 * use cases or a published one (the use-case brief), or a course of theirs (the study guide of
 * its quiz mistakes and bookmarks). Other screens link to /projects with it in the query, named
 * as the projects API names it (GET /api/projects/from-usecase, GET /api/projects/study-guide).
 */
export type BriefSource = UseCaseSource | StudyGuideSource;
export type UseCaseSource = { saved_id: string } | { usecase_id: string };
export type StudyGuideSource = { category: string; course: string };

export const briefPath = (source: BriefSource) => `/projects?${new URLSearchParams(source)}`;

export const isStudyGuide = (source: BriefSource): source is StudyGuideSource => 'course' in source;

/** The source a /projects address names, if any. */
export function briefSourceFrom(params: URLSearchParams): BriefSource | null {
  const saved = params.get('saved_id')?.trim();
  if (saved) return { saved_id: saved };
  const published = params.get('usecase_id')?.trim();
  if (published) return { usecase_id: published };
  const category = params.get('category')?.trim();
  const course = params.get('course')?.trim();
  return category && course ? { category, course } : null;
}
