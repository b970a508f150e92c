import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { StatusMessage } from '../../../components/status-message';
import { FlashcardDeck } from '../../../features/flashcards/components/flashcard-deck';
import { useSetFlashcards } from '../../../features/study-sets/api/get-set-flashcards';
import { useSetScreen } from '../../../features/study-sets/components/set-screen';
import { TopicPicker } from '../../../features/study-sets/components/topic-picker';
import { setPath, setStudyPath } from '../../../features/study-sets/set-paths';
import { topicsOf } from '../../../features/study-sets/set-topics';
import { SETS_TEXT } from '../../../features/study-sets/sets-texts';

/** /sets/:id/study?topic= (and a shared set's): a topic of the set's cards in the flashcard study screen. */
export function SetStudyRoute() {
  const opened = useSetScreen();
  const [search] = useSearchParams();
  const topics = opened.ready ? topicsOf(opened.set.items, 'flashcard') : [];
  const topic = search.get('topic')?.trim() || (topics.length === 1 ? topics[0]!.topic : '');
  const ref = opened.ready ? opened.ref : { id: 0 };
  const cards = useSetFlashcards(ref, topic, opened.ready && topic !== '');

  if (!opened.ready) return opened.screen;
  const back = setPath(ref);
  const backButton = (
    <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />}>
      Back to the set
    </Button>
  );
  if (topics.length === 0) return <StatusMessage text={SETS_TEXT.noCards} action={backButton} />;
  if (!topic) {
    return <TopicPicker title={opened.set.title} what="flashcards" unit="card" topics={topics} pathFor={(t) => setStudyPath(ref, t)} backPath={back} />;
  }
  return <FlashcardDeck key={topic} cards={cards} backButton={backButton} emptyText={SETS_TEXT.noCards} canDelete={false} />;
}
