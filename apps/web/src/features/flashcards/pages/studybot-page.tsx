import type { ReactNode } from 'react';
import { mdiArrowLeft } from '@mdi/js';
import type { Flashcard } from '@curio/core/catalogue';
import { StatusMessage } from '../../../components/status-message';
import { ButtonLink, Icon } from '../../../ui';
import { useFlashcards } from '../api/get-flashcards';
import { addCardsToReview } from '../api/add-cards-to-review';
import { AddCardsToReview } from '../components/add-cards-to-review';
import { FlashcardDeck } from '../components/flashcard-deck';
import { FLASHCARD_MSG } from '../flashcard-messages';
import { useStudyParams } from '../use-study-params';

interface Props {
  isAdmin: boolean;
  /** only a signed-in learner has a review to add cards to */
  signedIn: boolean;
  /** extra actions on a card (the bookmark toggle), composed in by the app */
  cardActions?: (card: Flashcard) => ReactNode;
}

/** The studybot (docs/routes.md#screens-and-web-routes, docs/product.md#states-and-transitions): a catalogue topic's flashcards, always in curious mode. */
export function StudybotPage({ isAdmin, signedIn, cardActions }: Props) {
  const params = useStudyParams();
  const { category, course, topic } = params;
  const cards = useFlashcards(params);

  const selectorUrl = `/category/${encodeURIComponent(category)}/study?${new URLSearchParams({ course, mode: 'curious' })}`;
  const backButton = (
    <ButtonLink to={selectorUrl} startIcon={<Icon path={mdiArrowLeft} size="small" />}>
      Back to Topic Selector
    </ButtonLink>
  );

  if (!course) return <StatusMessage text={FLASHCARD_MSG.selectCourse} action={backButton} />;
  const filtered = Boolean(params.module || params.topic || params.subtopic || params.tag);
  return (
    <FlashcardDeck
      cards={cards}
      backButton={backButton}
      emptyText={filtered ? FLASHCARD_MSG.noneMatched : FLASHCARD_MSG.noneForCourse}
      canDelete={isAdmin}
      // the review takes a whole topic, so the button shows once a topic is chosen
      addToReview={signedIn && topic ? <AddCardsToReview request={() => addCardsToReview({ category, course, topic })} /> : null}
      {...(cardActions ? { cardActions } : {})}
    />
  );
}
