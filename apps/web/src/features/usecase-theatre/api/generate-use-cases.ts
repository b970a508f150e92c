import { useMutation } from '@tanstack/react-query';
import { splitHeadline, splitUseCases, USECASE_GENERATION_MSG } from '@curio/core/usecase-text';

/** One of the three generated use cases, with the keyword it was made for. */
export interface GeneratedUseCase {
  keyword: string;
  /** 1-based, as its 'Use Case N:' marker */
  number: number;
  /** the whole text, as saved, noted and shared */
  content: string;
  title: string | null;
  body: string;
}

export interface Generation {
  keyword: string;
  useCases: GeneratedUseCase[];
  usedLastQuizContext: boolean;
}

const textField = (body: Record<string, unknown>, key: string) => {
  const value = body[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
};

/**
 * Reads the function's answer with the errors of spec §8: a body that is not JSON, a refusal (the
 * server's sentence first: its `error` is a code, not meant for people), or a result that does not
 * split into three use cases.
 */
export function readGeneration(keyword: string, ok: boolean, text: string): Generation {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(USECASE_GENERATION_MSG.invalidJson);
  }
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (!ok) throw new Error(textField(fields, 'message') ?? textField(fields, 'error') ?? USECASE_GENERATION_MSG.fetchFailed);
  const items = typeof fields.result === 'string' ? splitUseCases(fields.result) : null;
  if (!items) throw new Error(USECASE_GENERATION_MSG.generateFailed);
  return {
    keyword,
    usedLastQuizContext: fields.usedLastQuizContext === true,
    useCases: items.map((content, i) => ({ keyword, number: i + 1, content, ...splitHeadline(content) })),
  };
}

/** POST /functions/v1/usecases (spec §7): three use cases for a keyword. */
export async function generateUseCases(keyword: string): Promise<Generation> {
  let response: Response;
  try {
    response = await fetch('/functions/v1/usecases', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ topic: keyword }),
    });
  } catch {
    throw new Error(USECASE_GENERATION_MSG.generateFailed);
  }
  return readGeneration(keyword, response.ok, await response.text());
}

export const useGenerateUseCases = () => useMutation({ mutationFn: generateUseCases });
