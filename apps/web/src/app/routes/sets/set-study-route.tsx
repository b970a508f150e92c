import { FlashcardDeck } from '../../../features/flashcards/components/flashcard-deck';
import { AddCardsToReview } from '../../../features/flashcards/components/add-cards-to-review';
import { addSetCardsToReview, useSetFlashcards } from '../../../features/study-sets/api/get-set-flashcards';
import { BackToSet, useSetTopic } from '../../../features/study-sets/components/set-topic-step';
import { SETS_TEXT } from '../../../features/study-sets/sets-texts';

/** /sets/:id/study?topic= (and a shared set's): a topic of the set's cards in the flashcard study screen. */
export function SetStudyRoute() {
  const { ref, topic, step } = useSetTopic('flashcard');
  const cards = useSetFlashcards(ref, topic, step === null);
  if (step) return step;
  return (
    <FlashcardDeck
      key={topic}
      cards={cards}
      backButton={<BackToSet setRef={ref} />}
      emptyText={SETS_TEXT.noCards}
      canDelete={false}
      addToReview={<AddCardsToReview request={() => addSetCardsToReview(ref, topic)} />}
    />
  );
}
