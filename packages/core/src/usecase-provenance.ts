/*
 * Where a generated use case came from, carried from the writer to the card, into saved and
 * published use cases and onto the feed, so a learner always knows what they are reading:
 * a model's words, the offline library's, or their own course material. No zod here (the schema
 * is in usecase-generation.ts), so a card can show it without loading the validation library.
 */

export type UseCaseProvenance =
  /** written by a language model, named as configured */
  | { kind: 'model'; model: string }
  /** the offline writer's own library of topics */
  | { kind: 'library' }
  /** the offline writer, from a flashcard of a course in the catalogue */
  | { kind: 'course'; course: string; topic: string };

/** The model name kept with a use case: what the operator configured, at most this long. */
export const PROVENANCE_NAME_MAX = 200;

export const offlineLibraryName = (appName: string) => `${appName} offline library`;

/** As the learner who generated it reads it, on the use case's card and in their saved list. */
export function provenanceLabel(provenance: UseCaseProvenance, appName: string): string {
  switch (provenance.kind) {
    case 'model':
      return `Written by ${provenance.model}`;
    case 'library':
      return offlineLibraryName(appName);
    case 'course':
      return `Based on your course ${provenance.course} › ${provenance.topic}`;
  }
}

/** As any reader of the feed reads it: the course is not theirs. */
export function provenanceFeedLabel(provenance: UseCaseProvenance, appName: string): string {
  switch (provenance.kind) {
    case 'model':
      return `AI-assisted · ${provenance.model}`;
    case 'library':
      return offlineLibraryName(appName);
    case 'course':
      return `${offlineLibraryName(appName)} · based on ${provenance.course} › ${provenance.topic}`;
  }
}
