import { z } from 'zod';
import { CATALOGUE_NAME_MAX } from './catalogue';
import { USECASE_KEYWORD_MAX } from './limits';
import { multiLineText, singleLineText } from './text-input';
import { PROVENANCE_NAME_MAX, type UseCaseProvenance } from './usecase-provenance';
import { USECASE_GENERATION_MSG } from './usecase-text';

/*
 * The spec's serverless use-case function (docs/routes.md#api), served as POST /functions/v1/usecases:
 * a keyword in, three use cases out as 'Use Case N:' text (see usecase-text.ts, which also
 * holds the texts, so a page can show them without loading zod).
 */

/**
 * The keyword: trimmed, inner whitespace (line breaks too) folded to single spaces. It is read as
 * multi-line text, so a pasted line break is folded rather than refused; once folded it is one line.
 */
export const generateUseCasesInput = z.object({
  topic: multiLineText({ error: (issue) => (issue.input === undefined ? USECASE_GENERATION_MSG.keywordRequired : USECASE_GENERATION_MSG.keywordNotText) })
    .overwrite((v) => v.replace(/\s+/g, ' ').trim())
    .min(1, { message: USECASE_GENERATION_MSG.keywordRequired })
    .max(USECASE_KEYWORD_MAX, { message: USECASE_GENERATION_MSG.keywordTooLong }),
  /** 'offline': the built-in writer, even when a model is configured (a model failed or is slow) */
  writer: z.enum(['offline'], { message: USECASE_GENERATION_MSG.writerUnknown }).optional(),
});
export type GenerateUseCasesInput = z.input<typeof generateUseCasesInput>;

const provenanceName = (max: number) => singleLineText().trim().min(1).max(max);

/** Where a use case came from (usecase-provenance.ts); checked wherever a client sends one back. */
export const useCaseProvenance = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('model'), model: provenanceName(PROVENANCE_NAME_MAX) }),
  z.object({ kind: z.literal('library') }),
  z.object({ kind: z.literal('course'), course: provenanceName(CATALOGUE_NAME_MAX), topic: provenanceName(CATALOGUE_NAME_MAX) }),
]) satisfies z.ZodType<UseCaseProvenance>;

/** The offline writer's honest answer for a keyword it has nothing specific about. */
const notKnownAnswer = z.object({
  /** flashcards and questions of the catalogue that mention the keyword, best first */
  mentions: z.array(z.object({ category: z.string(), course: z.string(), topic: z.string(), text: z.string() })),
  /** library topics near the keyword; `keyword` generates that topic's use cases */
  nearby: z.array(z.object({ title: z.string(), subject: z.string(), keyword: z.string() })),
});
export type NotKnownAnswer = z.infer<typeof notKnownAnswer>;

export const generatedUseCases = z.object({
  /** 'Use Case 1:' … 'Use Case 3:' text; splitUseCases gives the three items. Empty when notKnown. */
  result: z.string(),
  /** the learner's last quiz mentions the keyword and was given to the generator */
  usedLastQuizContext: z.boolean(),
  /** where each use case came from, in order */
  provenance: z.array(useCaseProvenance),
  /** the writer knows nothing specific about the keyword: no use cases, and what it does know */
  notKnown: notKnownAnswer.nullable(),
});
export type GeneratedUseCases = z.infer<typeof generatedUseCases>;

/** A use case of a model as it is being written: what the stream's progress events carry. */
export interface DraftUseCase {
  title: string;
  body: string;
}
