import { z } from 'zod';
import { USECASE_KEYWORD_MAX, USECASE_NOTE_MAX } from './limits';
import { keyword, useCaseText } from './saved-usecases';
import { multiLineText, singleLineText } from './text-input';
import { NOTE_MSG } from './usecase-messages';

/* A learner's notes on generated use cases (docs/product.md#what-is-stored usecase_notes). */

/** POST /api/usecase-notes: a blank note cannot be saved (docs/product.md#validation). */
export const newUseCaseNote = z.object({
  keyword,
  use_case: useCaseText('The use case'),
  note: multiLineText()
    .trim()
    .min(1, { message: NOTE_MSG.required })
    .max(USECASE_NOTE_MAX, { message: `A note is limited to ${USECASE_NOTE_MAX} characters.` }),
});
export type NewUseCaseNote = z.infer<typeof newUseCaseNote>;

export const useCaseNote = z.object({
  id: z.string(),
  user_id: z.string(),
  keyword: z.string(),
  use_case: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export type UseCaseNote = z.infer<typeof useCaseNote>;

/** GET /api/usecase-notes?keyword= (optional; blank means every note) */
export const useCaseNotesQuery = z.object({
  keyword: singleLineText()
    .trim()
    .max(USECASE_KEYWORD_MAX)
    .optional()
    .transform((k) => k || undefined),
});

export const useCaseNoteIdParams = z.object({ id: z.uuid({ message: 'Not a note id.' }) });
