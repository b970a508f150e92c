import { CATALOGUE_NAME_MAX } from '@curio/core/catalogue';
import { isKidsLocked } from '@curio/core/kids-lock';
import { clip, type SetItem, useCaseCard, type UseCaseCardsResult } from '@curio/core/study-sets';
import { SET_PROMPT_MAX, SET_TEXT_MAX } from '@curio/core/study-sets-rules';
import type { Db } from '../../db/client';
import { AiError, type CardDraft, type UseCaseProvider } from '../../ai/provider';
import { addItems, findSet, type Learner } from './study-sets.service';

export interface UseCaseCardsInput {
  keyword: string;
  use_cases: string[];
  set_id?: number | undefined;
  title?: string | undefined;
}

/**
 * Use cases become flashcards of a set (docs/product.md#study-sets-imports-and-exports): written by the AI model when one is configured,
 * else — or when the model gives nothing usable — made from the use cases as they are written
 * (useCaseCard), and the answer says which. The cards of one keyword share a topic named after it.
 */
export async function addUseCaseCards(
  db: Db,
  provider: UseCaseProvider,
  learner: Learner,
  input: UseCaseCardsInput,
  onAiError: (err: AiError) => void,
): Promise<UseCaseCardsResult> {
  const { keyword, use_cases: useCases } = input;
  // someone else's set is refused before the model is asked anything
  if (input.set_id !== undefined) await findSet(db, learner, { id: input.set_id });
  let drafts: CardDraft[] | null = null;
  let aiFailed = false;
  try {
    drafts = await provider.flashcards({ keyword, useCases, learnerIsChild: isKidsLocked(learner.age) });
  } catch (err) {
    if (!(err instanceof AiError)) throw err;
    onAiError(err);
    aiFailed = true;
  }
  const cards = drafts ?? useCases.map((useCase, i) => useCaseCard(keyword, useCase, i + 1));
  const topic = clip(keyword, CATALOGUE_NAME_MAX);
  const items: SetItem[] = cards.map(({ front, back }) => ({
    kind: 'flashcard',
    module: null,
    topic,
    front: clip(front, SET_PROMPT_MAX),
    back: clip(back, SET_TEXT_MAX),
    example: null,
    protip: null,
    difficulty: null,
    formulas: [],
  }));
  const target = input.set_id === undefined ? { title: input.title!, description: `Flashcards made from real-world use cases of ${keyword}.` } : { id: input.set_id };
  const set = await addItems(db, learner, target, items);
  return { set, added: items.length, written_by: drafts ? provider.name : null, ai_failed: aiFailed };
}
