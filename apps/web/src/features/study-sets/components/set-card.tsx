import { Link } from 'react-router';
import {
  mdiCardsOutline,
  mdiCommentEditOutline,
  mdiContentCopy,
  mdiDeleteOutline,
  mdiDotsVertical,
  mdiLink,
  mdiPencilOutline,
  mdiPlay,
  mdiPublish,
  mdiShareVariantOutline,
} from '@mdi/js';
import type { SetSummary } from '@curio/core/study-sets';
import { SET_OFFER_TEXT } from '@curio/core/study-sets-messages';
import { setEditPath, setExportUrl, setPath, setQuizPath, setStudyPath } from '../set-paths';
import { countsText, exportNotes } from '../sets-texts';
import { ExportMenu } from '../../../components/export-menu';
import { Button, ButtonLink, Card, Chip, Icon, IconButton, Menu, MenuItem, Stack, Text } from '../../../ui';
import css from './set-card.module.css';

interface SetCardActions {
  onShare: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onPromote: () => void;
  /** "Suggest for the catalogue", or its withdrawal when the set is offered */
  onOffer: () => void;
}

interface Props extends SetCardActions {
  set: SetSummary;
  /** Kids Lock: a set stays private, so there is nothing to share or to offer */
  canShare: boolean;
  canPromote: boolean;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** One of the learner's sets in the list: what it holds, and what can be done with it. */
export function SetCard({ set, canShare, canPromote, onShare, onDuplicate, onDelete, onPromote, onOffer }: Props) {
  const ref = { id: set.id };

  return (
    <Card as="li" aria-label={set.title}>
      <div className={css.content}>
        <Stack direction="row" gap={1} align="baseline" justify="space-between" wrap>
          <Link to={setPath(ref)} className={css.title}>
            <Text variant="h6" as="h2" bold>
              {set.title}
            </Text>
          </Link>
          <Text variant="caption" tone="secondary">
            Updated <time dateTime={set.updated_at}>{dateFormat.format(new Date(set.updated_at))}</time>
          </Text>
        </Stack>
        <Stack direction="row" gap={1} align="center" wrap className={css.counts}>
          <Text variant="body2" tone="secondary">
            {countsText(set)}
          </Text>
          {set.share_slug && <Chip size="small" icon={<Icon path={mdiLink} size="inherit" />} label="Shared" color="primary" variant="outlined" />}
          {set.offered_at && <Chip size="small" icon={<Icon path={mdiCommentEditOutline} size="inherit" />} label={SET_OFFER_TEXT.suggested} variant="outlined" />}
        </Stack>
        {set.description && (
          <Text variant="body2" className={css.description}>
            {set.description}
          </Text>
        )}
      </div>
      <div className={css.actions}>
        {set.question_count > 0 && (
          <ButtonLink to={setQuizPath(ref)} size="small" variant="contained" startIcon={<Icon path={mdiPlay} size="small" />}>
            Quiz
          </ButtonLink>
        )}
        {set.flashcard_count > 0 && (
          <ButtonLink to={setStudyPath(ref)} size="small" variant={set.question_count > 0 ? 'outlined' : 'contained'} startIcon={<Icon path={mdiCardsOutline} size="small" />}>
            Flashcards
          </ButtonLink>
        )}
        <ButtonLink to={setEditPath(set.id)} size="small" startIcon={<Icon path={mdiPencilOutline} size="small" />}>
          Edit
        </ButtonLink>
        {canShare && (
          <Button size="small" startIcon={<Icon path={mdiShareVariantOutline} size="small" />} onClick={onShare}>
            Share
          </Button>
        )}
        <ExportMenu urlOf={(format) => setExportUrl(ref, format)} title={set.title} notes={exportNotes(set)} />
        <span className={css.more}>
          <Menu
            trigger={
              <IconButton size="small" label={`More actions for ${set.title}`}>
                <Icon path={mdiDotsVertical} size="small" />
              </IconButton>
            }
          >
            <MenuItem onClick={onDuplicate} icon={<Icon path={mdiContentCopy} size="small" />}>
              Duplicate
            </MenuItem>
            {/* a child's set was never offered; one offered before can always be withdrawn */}
            {(canShare || set.offered_at) && (
              <MenuItem onClick={onOffer} icon={<Icon path={mdiCommentEditOutline} size="small" />}>
                {set.offered_at ? SET_OFFER_TEXT.withdraw : SET_OFFER_TEXT.suggest}
              </MenuItem>
            )}
            {canPromote && (
              <MenuItem onClick={onPromote} icon={<Icon path={mdiPublish} size="small" />}>
                Add to the catalogue
              </MenuItem>
            )}
            <MenuItem onClick={onDelete} icon={<Icon path={mdiDeleteOutline} size="small" />} danger>
              Delete
            </MenuItem>
          </Menu>
        </span>
      </div>
    </Card>
  );
}
