import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { mdiArrowLeft } from '@mdi/js';
import type { SetItem } from '@curio/core/study-sets';
import { StatusMessage } from '../../../components/status-message';
import { ButtonLink, Icon } from '../../../ui';
import { setPath, setQuizPath, setStudyPath, type SetRef } from '../set-paths';
import { topicsOf } from '../set-topics';
import { SETS_TEXT } from '../sets-texts';
import { useSetScreen } from './set-screen';
import { TopicPicker } from './topic-picker';

export function BackToSet({ setRef }: { setRef: SetRef }) {
  return (
    <ButtonLink to={setPath(setRef)} startIcon={<Icon path={mdiArrowLeft} size="small" />}>
      Back to the set
    </ButtonLink>
  );
}

const STUDY = {
  question: { what: 'quiz', unit: 'question', empty: SETS_TEXT.noQuestions, path: setQuizPath },
  flashcard: { what: 'flashcards', unit: 'card', empty: SETS_TEXT.noCards, path: setStudyPath },
} as const;

export interface SetTopic {
  ref: SetRef;
  /** the topic to study ('' until there is one) */
  topic: string;
  /** what to show instead of studying: the set on its way or refused, nothing of this kind, or the topic to choose */
  step: ReactNode | null;
}

/**
 * Studying a set is a topic at a time: the one in the address, the only one there is, or the
 * learner's choice among several.
 */
export function useSetTopic(kind: SetItem['kind']): SetTopic {
  const opened = useSetScreen();
  const [search] = useSearchParams();
  if (!opened.ready) return { ref: { id: 0 }, topic: '', step: opened.screen };
  const { ref, set } = opened;
  const study = STUDY[kind];
  const topics = topicsOf(set.topics, kind);
  const topic = search.get('topic')?.trim() || (topics.length === 1 ? topics[0]!.topic : '');
  if (topics.length === 0) return { ref, topic: '', step: <StatusMessage text={study.empty} action={<BackToSet setRef={ref} />} /> };
  if (!topic) {
    const picker = <TopicPicker title={set.title} what={study.what} unit={study.unit} topics={topics} pathFor={(t) => study.path(ref, t)} backPath={setPath(ref)} />;
    return { ref, topic: '', step: picker };
  }
  return { ref, topic, step: null };
}
