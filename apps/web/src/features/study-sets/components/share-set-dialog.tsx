import { useId, type FocusEvent } from 'react';
import toast from 'react-hot-toast';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { SetSummary } from '@curio/core/study-sets';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateSharing } from '../api/update-sharing';
import { shareUrl } from '../set-paths';
import { SETS_TEXT } from '../sets-texts';

interface Props {
  set: Pick<SetSummary, 'id' | 'title' | 'share_slug'>;
  open: boolean;
  onClose: () => void;
}

/** "Anyone with the link": the switch makes or withdraws the link; the link is shown to copy. */
export function ShareSetDialog({ set, open, onClose }: Props) {
  const titleId = useId();
  const sharing = useUpdateSharing();
  // the answer of the switch shows at once; the set's own data follows when it is read again
  const slug = sharing.isSuccess && sharing.data.id === set.id ? sharing.data.share_slug : set.share_slug;
  const link = slug ? shareUrl(slug, window.location.origin) : null;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success(SETS_TEXT.linkCopied);
    } catch {
      toast.error(SETS_TEXT.copyFailed);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
        Share “{set.title}”
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{SETS_TEXT.shareHelp}</DialogContentText>
          <FormControlLabel
            control={
              <Switch
                // the switch moves at once; the link shows when the server has made it
                checked={sharing.isPending ? sharing.variables.shared : Boolean(slug)}
                disabled={sharing.isPending}
                onChange={(event) => sharing.mutate({ id: set.id, shared: event.target.checked })}
              />
            }
            label="Anyone with the link"
          />
          {sharing.isError && <Alert severity="error">{errorMessage(sharing.error, SETS_TEXT.requestFailed)}</Alert>}
          {link && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
              <TextField
                label="Link"
                value={link}
                size="small"
                fullWidth
                slotProps={{ input: { readOnly: true }, htmlInput: { onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select() } }}
              />
              <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()} sx={{ flexShrink: 0 }}>
                Copy link
              </Button>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
