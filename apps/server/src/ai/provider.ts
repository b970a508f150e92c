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

/** The learner's latest quiz, given when one of its questions mentions the keyword (spec §3). */
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

export interface PolishResult {
  text: string;
  /** false when the provider left the text as it was (offline) */
  polished: boolean;
}

export interface UseCaseProvider {
  /** shown to operators and stored as a post's provider: 'offline' or the model name */
  readonly name: string;
  readonly kind: 'offline' | 'model';
  /** Three use cases as 'Use Case 1:' … 'Use Case 3:' text (joinUseCases), never fewer. */
  generate(request: UseCaseRequest): Promise<string>;
  /** Clearer wording of a user's text, same meaning and layout. */
  polish(text: string): Promise<PolishResult>;
}

export type AiFailure = 'timeout' | 'bad_reply' | 'unavailable';

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
