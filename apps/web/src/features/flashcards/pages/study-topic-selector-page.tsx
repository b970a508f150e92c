import { useState } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast/headless';
import { mdiLink, mdiPlay } from '@mdi/js';
import type { FlashcardModules } from '@curio/core/catalogue';
import { SHARE_MSG } from '@curio/core/learning-messages';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { useFlashcardTopics } from '../api/get-flashcard-topics';
import { StatusMessage } from '../../../components/status-message';
import { Button, Card, Chip, Container, Icon, Stack, Text } from '../../../ui';
import { FLASHCARD_MSG } from '../flashcard-messages';
import { useStudyParams } from '../use-study-params';
import css from './study-topic-selector-page.module.css';

interface Choice {
  module: string;
  topic: string;
}

/** The module holding a topic named in the address (its own module first, when the link gives one). */
function topicInList(modules: FlashcardModules, topic: string, module: string): Choice | null {
  const holders = modules.filter((entry) => entry.topics.includes(topic));
  const found = holders.find((entry) => entry.module === module) ?? holders[0];
  return found ? { module: found.module, topic } : null;
}

/** /category/{cat}/study: modules and topics that have flashcards, then Start Study Session. */
export function StudyTopicSelectorPage() {
  const { category, course, module: linkedModule, topic: linkedTopic } = useStudyParams();
  const navigate = useNavigate();
  const topics = useFlashcardTopics({ category, course });
  const [picked, setChoice] = useState<Choice | null>(null);
  // a link's topic is chosen until the learner picks another; one the course lacks is left out
  const choice = picked ?? (linkedTopic && topics.data ? topicInList(topics.data, linkedTopic, linkedModule) : null);

  const studyUrl = (picked: Choice) =>
    `/category/${encodeURIComponent(category)}/study/studybot?${new URLSearchParams({ course, module: picked.module, topic: picked.topic })}`;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.origin + (choice ? studyUrl(choice) : window.location.pathname + window.location.search));
      toast.success(SHARE_MSG.selectorLinkCopied);
    } catch {
      toast.error(SHARE_MSG.selectorCopyFailed);
    }
  };

  if (!course) return <StatusMessage text={FLASHCARD_MSG.selectCourse} />;
  if (topics.isPending) return <PageLoader label="Loading topics" />;
  if (topics.isError) {
    return (
      <Container maxWidth="md" className={css.error}>
        <ErrorState message="We could not load the topics." onRetry={() => void topics.refetch()} />
      </Container>
    );
  }
  if (topics.data.length === 0) return <StatusMessage text={FLASHCARD_MSG.noneForCourse} />;

  return (
    <Container maxWidth="md" className={css.page}>
      <Text variant="overline" tone="secondary">
        {FLASHCARD_MSG.header}
      </Text>
      <Text variant="h4" as="h1" gutterBottom bold>
        {course}
      </Text>
      <Text tone="secondary" className={css.lead}>
        Pick a topic to study its flashcards.
      </Text>

      <Stack gap={2}>
        {topics.data.map(({ module, topics: names }) => (
          <Card key={module} as="section" aria-label={module} className={css.module}>
            <Text variant="h6" as="h2" className={css.moduleTitle}>
              {module}
            </Text>
            <Stack direction="row" wrap gap={1}>
              {names.map((topic) => {
                const selected = choice?.module === module && choice.topic === topic;
                return (
                  <Chip
                    key={topic}
                    label={topic}
                    color={selected ? 'primary' : 'default'}
                    variant={selected ? 'filled' : 'outlined'}
                    aria-pressed={selected}
                    onClick={() => setChoice({ module, topic })}
                  />
                );
              })}
            </Stack>
          </Card>
        ))}
      </Stack>

      <Stack rowFrom="sm" gap={1.5} className={css.actions}>
        <Button variant="contained" size="large" startIcon={<Icon path={mdiPlay} size="small" />} disabled={!choice} onClick={() => choice && void navigate(studyUrl(choice))}>
          Start Study Session
        </Button>
        <Button variant="outlined" size="large" startIcon={<Icon path={mdiLink} size="small" />} onClick={() => void copyLink()}>
          Copy share link
        </Button>
      </Stack>
    </Container>
  );
}
