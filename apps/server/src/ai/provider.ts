import type { DraftUseCase, NotKnownAnswer } from '@curio/core/usecase-generation';
import type { UseCaseProvenance } from '@curio/core/usecase-provenance';

/*
 * The AI behind use-case generation (and, later, text polishing). Two providers implement it:
 * offline.ts (built in, no network, the default) and openai.ts (any OpenAI-compatible endpoint).
 * The caller gathers the context from the database; providers only write text.
 */

/** A flashcard or quiz question of our catalogue that mentions the keyword. */
export interface CatalogueMention {
  kind: 'flashcard' | 'question';
  category: string;
  /** the category is one of the kid-friendly ones (mode 'kids') */
  forKids: boolean;
  course: string;
  module: string;
  topic: string;
  /** how closely it matches the keyword: higher is closer, comparable within one request */
  relevance: number;
  /** flashcard: the concept; question: the question */
  text: string;
  /** question: the correct answer */
  answer?: string;
  /** flashcard sections, when present */
  example?: string;
  protip?: string;
  summary?: string[];
}

/** The learner's latest quiz, given when one of its questions mentions the keyword (docs/product.md#what-is-stored). */
export interface LastQuizContext {
  category: string;
  course: string;
  topic: string;
  /** the quiz's questions that mention the keyword, in quiz order */
  questions: string[];
}

export interface UseCaseRequest {
  /** trimmed, single-spaced, non-empty */
  keyword: string;
  /** best matches first */
  mentions: CatalogueMention[];
  lastQuiz: LastQuizContext | null;
  /** the learner is under Kids Lock: simple words, everyday examples */
  learnerIsChild: boolean;
}

/** Use cases to turn into flashcards, one card each (POST /api/sets/from-usecases). */
export interface CardsRequest {
  keyword: string;
  useCases: string[];
  learnerIsChild: boolean;
}

export interface CardDraft {
  front: string;
  back: string;
}

interface PolishResult {
  text: string;
  /** false when the provider left the text as it was (offline) */
  polished: boolean;
}

/** One use case: a title line ('Energy: forecasting wind'), then its text; and where it came from. */
export interface WrittenUseCase {
  text: string;
  provenance: UseCaseProvenance;
}

/** Three use cases, or none and the offline writer's honest answer of what it knows instead. */
export type WrittenAnswer = { useCases: WrittenUseCase[]; notKnown: null } | { useCases: []; notKnown: NotKnownAnswer };

export interface GenerateOptions {
  /** the learner stopped or left: the provider stops writing */
  signal?: AbortSignal;
  /** given: the answer is streamed, and this hears every use case drafted so far as it grows */
  onDraft?: (drafts: DraftUseCase[]) => void;
}

export interface UseCaseProvider {
  /** shown to operators and stored as a post's provider: 'offline' or the model name */
  readonly name: string;
  readonly kind: 'offline' | 'model';
  /** Three use cases, never fewer; the offline writer may answer that it does not know the keyword. */
  generate(request: UseCaseRequest, options?: GenerateOptions): Promise<WrittenAnswer>;
  /** Clearer wording of a user's text, same meaning and layout. */
  polish(text: string): Promise<PolishResult>;
  /** One flashcard per use case, in their order; null when the provider writes none (offline). */
  flashcards(request: CardsRequest): Promise<CardDraft[] | null>;
}

/** too_long: the model kept writing past any sensible answer (an endless stream) */
export type AiFailure = 'timeout' | 'bad_reply' | 'unavailable' | 'too_long';

/** The provider could not produce a usable answer; the route turns it into a clear error. */
export class AiError extends Error {
  constructor(
    readonly failure: AiFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AiError';
  }
}
