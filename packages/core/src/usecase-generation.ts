import { z } from 'zod';
import { USECASE_KEYWORD_MAX } from './limits';
import { multiLineText } from './text-input';
import { USECASE_GENERATION_MSG } from './usecase-text';

/*
 * The spec's serverless use-case function (spec §7), served as POST /functions/v1/usecases:
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
});
export type GenerateUseCasesInput = z.input<typeof generateUseCasesInput>;

export const generatedUseCases = z.object({
  /** 'Use Case 1:' … 'Use Case 3:' text; splitUseCases gives the three items */
  result: z.string(),
  /** the learner's last quiz mentions the keyword and was given to the generator */
  usedLastQuizContext: z.boolean(),
});
export type GeneratedUseCases = z.infer<typeof generatedUseCases>;
