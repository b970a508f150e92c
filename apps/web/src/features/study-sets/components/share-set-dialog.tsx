import toast from 'react-hot-toast/headless';
import { mdiContentCopy } from '@mdi/js';
import type { SetSummary } from '@curio/core/study-sets';
import { errorMessage } from '../../../lib/api-client';
import { Alert, Button, Dialog, DialogText, Icon, Stack, Switch, TextField } from '../../../ui';
import { useUpdateSharing } from '../api/update-sharing';
import { shareUrl } from '../set-paths';
import { SETS_TEXT } from '../sets-texts';
import css from './share-set-dialog.module.css';

interface Props {
  set: Pick<SetSummary, 'id' | 'title' | 'share_slug'>;
  open: boolean;
  onClose: () => void;
}

/** "Anyone with the link": the switch makes or withdraws the link; the link is shown to copy. */
export function ShareSetDialog({ set, open, onClose }: Props) {
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
    <Dialog open={open} onClose={onClose} title={<span className={css.title}>Share “{set.title}”</span>} actions={<Button onClick={onClose}>Done</Button>}>
      <Stack gap={2}>
        <DialogText>{SETS_TEXT.shareHelp}</DialogText>
        <Switch
          label="Anyone with the link"
          // the switch moves at once; the link shows when the server has made it
          checked={sharing.isPending ? sharing.variables.shared : Boolean(slug)}
          disabled={sharing.isPending}
          onChange={(event) => sharing.mutate({ id: set.id, shared: event.target.checked })}
        />
        {sharing.isError && <Alert severity="error">{errorMessage(sharing.error, SETS_TEXT.requestFailed)}</Alert>}
        {link && (
          <Stack rowFrom="sm" gap={1} className={css.link}>
            <TextField label="Link" value={link} size="small" readOnly onFocus={(event) => event.target.select()} />
            <Button variant="contained" startIcon={<Icon path={mdiContentCopy} />} onClick={() => void copy()} className={css.copy}>
              Copy link
            </Button>
          </Stack>
        )}
      </Stack>
    </Dialog>
  );
}
