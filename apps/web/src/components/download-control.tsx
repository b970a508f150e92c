import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import DownloadDoneRoundedIcon from '@mui/icons-material/DownloadDoneRounded';
import { OFFLINE_MSG } from '../lib/offline-messages';

interface Props {
  /** what is downloaded, for the button's accessible name: "this topic", "your review" */
  what: string;
  /** when it was saved; null: not downloaded; undefined: not known yet */
  savedAt: string | null | undefined;
  busy: boolean;
  failed: boolean;
  onDownload: () => void;
  onRemove: () => void;
}

const savedDate = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "Download for offline", then "Available offline" with Update and Remove. */
export function DownloadControl({ what, savedAt, busy, failed, onDownload, onRemove }: Props) {
  if (savedAt === undefined) return null;
  return (
    <Stack spacing={1} alignItems="flex-start">
      {savedAt ? (
        <Stack direction="row" spacing={1} useFlexGap alignItems="center" sx={{ flexWrap: 'wrap' }}>
          <Chip
            icon={<DownloadDoneRoundedIcon />}
            color="success"
            variant="outlined"
            label={OFFLINE_MSG.available}
            title={OFFLINE_MSG.savedOn(savedDate(savedAt))}
            role="status"
          />
          <Button size="small" onClick={onDownload} disabled={busy} aria-label={`${OFFLINE_MSG.update} ${what}`}>
            {busy ? OFFLINE_MSG.downloading : OFFLINE_MSG.update}
          </Button>
          <Button size="small" color="inherit" onClick={onRemove} disabled={busy} aria-label={`${OFFLINE_MSG.remove} ${what}`}>
            {OFFLINE_MSG.remove}
          </Button>
        </Stack>
      ) : (
        <Button variant="outlined" startIcon={<CloudDownloadOutlinedIcon />} onClick={onDownload} disabled={busy} aria-label={`${OFFLINE_MSG.download}: ${what}`}>
          {busy ? OFFLINE_MSG.downloading : OFFLINE_MSG.download}
        </Button>
      )}
      {failed && <Alert severity="error">{OFFLINE_MSG.downloadFailed}</Alert>}
    </Stack>
  );
}
