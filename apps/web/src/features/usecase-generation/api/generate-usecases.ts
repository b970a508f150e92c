import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { DraftUseCase, NotKnownAnswer } from '@curio/core/usecase-generation';
import type { UseCaseProvenance } from '@curio/core/usecase-provenance';
import { splitHeadline, splitUseCases, USECASE_GENERATION_MSG, USECASE_STREAM_EVENT, USECASE_STREAM_PATH } from '@curio/core/usecase-text';

/** One of the three generated use cases, with the keyword it was made for and where it came from. */
export interface GeneratedUseCase {
  keyword: string;
  /** 1-based, as its 'Use Case N:' marker */
  number: number;
  /** the whole text, as saved, noted and shared */
  content: string;
  title: string | null;
  body: string;
  provenance: UseCaseProvenance | null;
}

export interface Generation {
  keyword: string;
  /** three, or none when notKnown */
  useCases: GeneratedUseCase[];
  usedLastQuizContext: boolean;
  /** the offline writer does not know the keyword: what it knows near it instead */
  notKnown: NotKnownAnswer | null;
}

/** A generation that failed; `offline` when the offline writer can answer instead (a model failed). */
export class GenerationError extends Error {
  constructor(
    message: string,
    readonly offline = false,
  ) {
    super(message);
    this.name = 'GenerationError';
  }
}

const textField = (body: Record<string, unknown>, key: string) => {
  const value = body[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
};

const isNotKnown = (value: unknown): value is NotKnownAnswer =>
  !!value && typeof value === 'object' && Array.isArray((value as NotKnownAnswer).mentions) && Array.isArray((value as NotKnownAnswer).nearby);

/** A finished answer's fields as the theatre shows them; throws the spec's generic failure when they hold neither. */
function generationOf(keyword: string, fields: Record<string, unknown>): Generation {
  const usedLastQuizContext = fields.usedLastQuizContext === true;
  if (fields.result === '' && isNotKnown(fields.notKnown)) return { keyword, useCases: [], usedLastQuizContext, notKnown: fields.notKnown };
  const items = typeof fields.result === 'string' ? splitUseCases(fields.result) : null;
  if (!items) throw new GenerationError(USECASE_GENERATION_MSG.generateFailed);
  const provenance = Array.isArray(fields.provenance) ? (fields.provenance as UseCaseProvenance[]) : [];
  return {
    keyword,
    usedLastQuizContext,
    notKnown: null,
    useCases: items.map((content, i) => ({ keyword, number: i + 1, content, ...splitHeadline(content), provenance: provenance[i] ?? null })),
  };
}

const objectOf = (body: unknown) => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {});

/**
 * Reads the function's answer with the errors of docs/product.md#errors: a body that is not JSON, a refusal (the
 * server's sentence first: its `error` is a code, not meant for people), or a result that does not
 * split into three use cases.
 */
export function readGeneration(keyword: string, ok: boolean, text: string): Generation {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new GenerationError(USECASE_GENERATION_MSG.invalidJson);
  }
  const fields = objectOf(body);
  if (!ok) throw new GenerationError(textField(fields, 'message') ?? textField(fields, 'error') ?? USECASE_GENERATION_MSG.fetchFailed);
  return generationOf(keyword, fields);
}

export interface GenerateRequest {
  keyword: string;
  /** the built-in writer, even when a model is configured */
  writer?: 'offline';
}

export interface StreamListener {
  /** the use cases a model has written so far, and its name */
  onDraft: (model: string, drafts: DraftUseCase[]) => void;
  signal: AbortSignal;
}

/**
 * POST /functions/v1/usecases/stream: the use cases for a keyword, the model's drafts heard as it
 * writes them. A refusal before the stream (401, 400, 429) is read as the function's answer is.
 */
export async function streamUseCases({ keyword, writer }: GenerateRequest, { onDraft, signal }: StreamListener): Promise<Generation> {
  let response: Response;
  try {
    response = await fetch(USECASE_STREAM_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ topic: keyword, writer }),
      signal,
    });
  } catch (err) {
    if (signal.aborted) throw err;
    throw new GenerationError(USECASE_GENERATION_MSG.generateFailed);
  }
  if (!response.ok || !response.body) return readGeneration(keyword, false, await response.text());

  const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await events.read();
      if (done) break;
      let data: Record<string, unknown>;
      try {
        data = objectOf(JSON.parse(value.data));
      } catch {
        throw new GenerationError(USECASE_GENERATION_MSG.invalidJson);
      }
      if (value.event === USECASE_STREAM_EVENT.progress && Array.isArray(data.useCases)) onDraft(textField(data, 'model') ?? '', data.useCases as DraftUseCase[]);
      if (value.event === USECASE_STREAM_EVENT.result) return generationOf(keyword, data);
      if (value.event === USECASE_STREAM_EVENT.error) throw new GenerationError(textField(data, 'message') ?? USECASE_GENERATION_MSG.generateFailed, data.offline === true);
    }
  } catch (err) {
    if (signal.aborted || err instanceof GenerationError) throw err;
    throw new GenerationError(USECASE_GENERATION_MSG.generateFailed);
  } finally {
    events.releaseLock();
  }
  // the connection ended without an answer: never a spinner that ends in nothing
  throw new GenerationError(USECASE_GENERATION_MSG.generateFailed, writer !== 'offline');
}
