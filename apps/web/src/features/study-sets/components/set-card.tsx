import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LinkIcon from '@mui/icons-material/Link';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import PublishOutlinedIcon from '@mui/icons-material/PublishOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import type { SetSummary } from '@curio/core/study-sets';
import { SET_OFFER_TEXT } from '@curio/core/study-sets-messages';
import { setEditPath, setExportUrl, setPath, setQuizPath, setStudyPath } from '../set-paths';
import { countsText, exportNotes } from '../sets-texts';
import { ExportMenu } from '../../../components/export-menu';

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
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const ref = { id: set.id };
  const act = (action: () => void) => () => {
    setMenu(null);
    action();
  };

  return (
    <Card component="li" variant="outlined" aria-label={set.title}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} alignItems="baseline" justifyContent="space-between" useFlexGap flexWrap="wrap">
          <Link component={RouterLink} to={setPath(ref)} underline="hover" color="inherit" sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
              {set.title}
            </Typography>
          </Link>
          <Typography variant="caption" color="text.secondary">
            Updated <time dateTime={set.updated_at}>{dateFormat.format(new Date(set.updated_at))}</time>
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mt: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {countsText(set)}
          </Typography>
          {set.share_slug && <Chip size="small" icon={<LinkIcon />} label="Shared" color="primary" variant="outlined" />}
          {set.offered_at && <Chip size="small" icon={<RateReviewOutlinedIcon />} label={SET_OFFER_TEXT.suggested} variant="outlined" />}
        </Stack>
        {set.description && (
          <Typography
            variant="body2"
            sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', wordBreak: 'break-word' }}
          >
            {set.description}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 1.5, flexWrap: 'wrap', gap: 0.5, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {set.question_count > 0 && (
          <Button component={RouterLink} to={setQuizPath(ref)} size="small" variant="contained" startIcon={<PlayArrowRoundedIcon />}>
            Quiz
          </Button>
        )}
        {set.flashcard_count > 0 && (
          <Button component={RouterLink} to={setStudyPath(ref)} size="small" variant={set.question_count > 0 ? 'outlined' : 'contained'} startIcon={<StyleOutlinedIcon />}>
            Flashcards
          </Button>
        )}
        <Button component={RouterLink} to={setEditPath(set.id)} size="small" startIcon={<EditOutlinedIcon />}>
          Edit
        </Button>
        {canShare && (
          <Button size="small" startIcon={<ShareOutlinedIcon />} onClick={onShare}>
            Share
          </Button>
        )}
        <ExportMenu urlOf={(format) => setExportUrl(ref, format)} title={set.title} notes={exportNotes(set)} />
        <IconButton
          size="small"
          aria-label={`More actions for ${set.title}`}
          aria-haspopup="menu"
          aria-controls={menu ? menuId : undefined}
          aria-expanded={menu ? 'true' : undefined}
          onClick={(event) => setMenu(event.currentTarget)}
          sx={{ ml: 'auto !important' }}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
        <Menu id={menuId} anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
          <MenuItem onClick={act(onDuplicate)}>
            <ListItemIcon>
              <ContentCopyIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Duplicate" />
          </MenuItem>
          {/* a child's set was never offered; one offered before can always be withdrawn */}
          {(canShare || set.offered_at) && (
            <MenuItem onClick={act(onOffer)}>
              <ListItemIcon>
                <RateReviewOutlinedIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={set.offered_at ? SET_OFFER_TEXT.withdraw : SET_OFFER_TEXT.suggest} />
            </MenuItem>
          )}
          {canPromote && (
            <MenuItem onClick={act(onPromote)}>
              <ListItemIcon>
                <PublishOutlinedIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary="Add to the catalogue" />
            </MenuItem>
          )}
          <MenuItem onClick={act(onDelete)} sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteOutlineIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Delete" />
          </MenuItem>
        </Menu>
      </CardActions>
    </Card>
  );
}
