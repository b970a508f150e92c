import { useState } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { FlashcardModules } from '@curio/core/catalogue';
import { SHARE_MSG } from '@curio/core/learning-messages';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { useFlashcardTopics } from '../api/get-flashcard-topics';
import { StatusMessage } from '../../../components/status-message';
import { FLASHCARD_MSG } from '../flashcard-messages';
import { useStudyParams } from '../use-study-params';

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
      <Container maxWidth="md" sx={{ py: 4 }}>
        <ErrorState message="We could not load the topics." onRetry={() => void topics.refetch()} />
      </Container>
    );
  }
  if (topics.data.length === 0) return <StatusMessage text={FLASHCARD_MSG.noneForCourse} />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="overline" color="text.secondary">
        {FLASHCARD_MSG.header}
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {course}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Pick a topic to study its flashcards.
      </Typography>

      <Stack spacing={2}>
        {topics.data.map(({ module, topics: names }) => (
          <Paper key={module} variant="outlined" sx={{ p: 2 }} component="section" aria-label={module}>
            <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {module}
            </Typography>
            <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1}>
              {names.map((topic) => {
                const selected = choice?.module === module && choice.topic === topic;
                return (
                  <Chip
                    key={topic}
                    label={topic}
                    clickable
                    color={selected ? 'primary' : 'default'}
                    variant={selected ? 'filled' : 'outlined'}
                    aria-pressed={selected}
                    onClick={() => setChoice({ module, topic })}
                  />
                );
              })}
            </Stack>
          </Paper>
        ))}
      </Stack>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
        <Button variant="contained" size="large" startIcon={<PlayArrowIcon />} disabled={!choice} onClick={() => choice && void navigate(studyUrl(choice))}>
          Start Study Session
        </Button>
        <Button variant="outlined" size="large" startIcon={<LinkIcon />} onClick={() => void copyLink()}>
          Copy share link
        </Button>
      </Stack>
    </Container>
  );
}
