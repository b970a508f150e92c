import { useState } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast/headless';
import { mdiArrowLeft, mdiCardsOutline, mdiLink, mdiPencilOutline, mdiPlay, mdiPlusBoxMultipleOutline, mdiShareVariantOutline } from '@mdi/js';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/use-auth';
import { useCopySharedSet } from '../api/copy-shared-set';
import { ItemsTable } from '../components/items-table';
import { ExportMenu } from '../../../components/export-menu';
import { useSetScreen } from '../components/set-screen';
import { ShareSetDialog } from '../components/share-set-dialog';
import { setEditPath, setExportUrl, setPath, setQuizPath, SETS_PATH, setStudyPath } from '../set-paths';
import { countsText, exportNotes, SETS_TEXT } from '../sets-texts';
import { Button, ButtonLink, Chip, Container, Icon, Stack, Text } from '../../../ui';
import css from './set-pages.module.css';

/**
 * /sets/:id and /sets/shared/:slug: a set read, not edited — its items, and the ways to study it.
 * Its owner edits and shares it from here; anyone else with the link copies it into their sets.
 */
export function SetPage() {
  const opened = useSetScreen();
  const navigate = useNavigate();
  const { kidsLocked } = useAuth();
  const copy = useCopySharedSet();
  const [sharing, setSharing] = useState(false);
  if (!opened.ready) return opened.screen;
  const { ref, set } = opened;
  const viaLink = 'slug' in ref;

  const copyToMine = () => {
    if (!('slug' in ref)) return;
    copy.mutate(ref.slug, {
      onSuccess: (mine) => {
        toast.success(SETS_TEXT.copied(mine.title));
        void navigate(setPath({ id: mine.id }));
      },
      onError: (err) => toast.error(errorMessage(err, SETS_TEXT.requestFailed)),
    });
  };

  return (
    <Container maxWidth="md" className={css.page}>
      {set.is_owner && (
        <ButtonLink to={SETS_PATH} startIcon={<Icon path={mdiArrowLeft} size="small" />} className={css.back}>
          {SETS_TEXT.title}
        </ButtonLink>
      )}
      <Text variant="overline" tone="secondary" as="p">
        {set.is_owner ? (viaLink ? 'Your shared set' : 'Your set') : `Shared by ${set.owner.name}`}
      </Text>
      <Text variant="h4" as="h1" className={css.breaks}>
        {set.title}
      </Text>
      <Stack direction="row" gap={1} align="center" wrap className={css.counts}>
        <Text tone="secondary">{countsText(set)}</Text>
        {set.is_owner && set.share_slug && <Chip size="small" icon={<Icon path={mdiLink} size="inherit" />} label="Shared" color="primary" variant="outlined" />}
      </Stack>
      {set.description && <Text className={css.description}>{set.description}</Text>}

      <Stack direction="row" gap={1} wrap className={css.study}>
        {set.question_count > 0 && (
          <ButtonLink to={setQuizPath(ref)} variant="contained" startIcon={<Icon path={mdiPlay} size="small" />}>
            Study as a quiz
          </ButtonLink>
        )}
        {set.flashcard_count > 0 && (
          <ButtonLink to={setStudyPath(ref)} variant={set.question_count > 0 ? 'outlined' : 'contained'} startIcon={<Icon path={mdiCardsOutline} size="small" />}>
            Study flashcards
          </ButtonLink>
        )}
        {set.is_owner ? (
          <ButtonLink to={setEditPath(set.id)} variant="outlined" startIcon={<Icon path={mdiPencilOutline} size="small" />}>
            Edit
          </ButtonLink>
        ) : (
          <Button variant="outlined" startIcon={<Icon path={mdiPlusBoxMultipleOutline} size="small" />} onClick={copyToMine} loading={copy.isPending}>
            Copy to my sets
          </Button>
        )}
        {set.is_owner && !kidsLocked && (
          <Button variant="outlined" startIcon={<Icon path={mdiShareVariantOutline} size="small" />} onClick={() => setSharing(true)}>
            Share
          </Button>
        )}
        <ExportMenu urlOf={(format) => setExportUrl(ref, format)} title={set.title} notes={exportNotes(set)} size="medium" variant="outlined" />
      </Stack>

      {set.items.length === 0 ? (
        <Text tone="secondary" role="status">
          {SETS_TEXT.emptySet}
        </Text>
      ) : (
        <ItemsTable items={set.items} total={set.question_count + set.flashcard_count} label={`Items of ${set.title}`} />
      )}
      {set.is_owner && <ShareSetDialog set={set} open={sharing} onClose={() => setSharing(false)} />}
    </Container>
  );
}
