import { DownloadControl } from '../../../components/download-control';
import { getFlashcards } from '../../../features/flashcards/api/get-flashcards';
import { getQuiz } from '../../../features/quiz/api/get-quiz';
import { topicKey, type TopicDownload } from '../../../lib/offline-keys';
import { useDownload } from '../../../lib/use-download';

interface Props {
  category: string;
  course: string;
  module: string;
  topic: string;
}

/**
 * Downloads a topic's quiz and flashcards for offline study. Both come from the routes the quiz and
 * the studybot use, so a Kids Lock learner can only keep what they may open.
 */
export function TopicDownloadControl({ category, course, module, topic }: Props) {
  const { savedAt, busy, failed, download, remove } = useDownload(topicKey({ category, course, topic }), async (): Promise<TopicDownload> => {
    const [questions, flashcards] = await Promise.all([
      getQuiz({ category, course, topic, mode: 'serious' }),
      getFlashcards({ category, course, module, topic }),
    ]);
    return { category, course, module, topic, questions, flashcards };
  });
  return <DownloadControl what={`the topic ${topic}`} savedAt={savedAt} busy={busy} failed={failed} onDownload={download} onRemove={remove} />;
}
