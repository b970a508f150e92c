import type { StudyMode } from '@curio/core/quiz-rules';

/** Addresses of the category screens (docs/routes.md#screens-and-web-routes), built in one place so links and tests agree. */
const categoryBase = (category: string) => `/category/${encodeURIComponent(category)}`;

/** Query values in a fixed order; empty ones left out. */
function query(values: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface Selection {
  course: string;
  mode: StudyMode;
  module?: string | null;
  topic?: string | null;
}

export const categoryPath = categoryBase;

export const modeChooserPath = (category: string, course: string) =>
  `${categoryBase(category)}/quiz${query({ course, mode: 'serious' })}`;

/** The selector page; module and topic make a shared link open on the same choice. */
export const selectorPath = (category: string, { course, mode, module, topic }: Selection) =>
  categoryBase(category) + query({ course, mode, module, topic });

export const quizStartPath = (category: string, { course, topic }: { course: string; topic: string }) =>
  `${categoryBase(category)}/quiz/start${query({ course, topic, mode: 'serious' })}`;

export const studybotPath = (category: string, { course, module, topic }: { course: string; module?: string | null; topic: string }) =>
  `${categoryBase(category)}/study/studybot${query({ course, module, topic, mode: 'curious' })}`;

export const resultsPath = (category: string) => `${categoryBase(category)}/view-results`;

/** A quiz of only the questions answered wrongly in one attempt. */
export const retakePath = (category: string, resultId: string) => `${categoryBase(category)}/quiz/retake/${encodeURIComponent(resultId)}`;

/** A quiz of the topic's questions that are in the learner's memory model. */
export const mistakesQuizPath = (category: string, { course, topic }: { course: string; topic: string }) =>
  `${categoryBase(category)}/quiz/mistakes${query({ course, topic })}`;
