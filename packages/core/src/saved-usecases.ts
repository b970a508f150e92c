import { z } from 'zod';
import { USECASE_CONTENT_MAX, USECASE_KEYWORD_MAX } from './limits';
import { multiLineText, singleLineText } from './text-input';
import { useCaseProvenance } from './usecase-generation';

/* Use cases a learner keeps from the theatre (docs/product.md#what-is-stored saved_usecases): unique per user and content. */

export const keyword = singleLineText()
  .trim()
  .min(1, { message: 'Keyword is required.' })
  .max(USECASE_KEYWORD_MAX, { message: `The keyword is limited to ${USECASE_KEYWORD_MAX} characters.` });

export const useCaseText = (label: string) =>
  multiLineText()
    .trim()
    .min(1, { message: `${label} is required.` })
    .max(USECASE_CONTENT_MAX, { message: `${label} is limited to ${USECASE_CONTENT_MAX} characters.` });

/** POST /api/saved-usecases */
export const newSavedUseCase = z.object({
  keyword,
  content: useCaseText('Content'),
  /** where the use case came from, as the generation said */
  provenance: useCaseProvenance.nullish().transform((p) => p ?? null),
});
export type NewSavedUseCase = z.input<typeof newSavedUseCase>;

export const savedUseCase = z.object({
  id: z.string(),
  user_id: z.string(),
  keyword: z.string(),
  content: z.string(),
  provenance: useCaseProvenance.nullable(),
  created_at: z.string(),
});
export type SavedUseCase = z.infer<typeof savedUseCase>;

/** GET /api/saved-usecases/count: the main sidebar's Saved figure. */
export const savedCount = z.object({ count: z.number().int() });

export const savedUseCaseIdParams = z.object({ id: z.uuid({ message: 'Not a saved use case id.' }) });
