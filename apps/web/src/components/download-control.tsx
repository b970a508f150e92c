import { mdiCheckUnderline, mdiCloudDownloadOutline } from '@mdi/js';
import { Alert, Button, Chip, Icon, Stack } from '../ui';
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
    <Stack gap={1} align="flex-start">
      {savedAt ? (
        <Stack direction="row" gap={1} align="center" wrap>
          <span role="status">
            <Chip icon={<Icon path={mdiCheckUnderline} size="inherit" />} color="success" variant="outlined" label={OFFLINE_MSG.available} title={OFFLINE_MSG.savedOn(savedDate(savedAt))} />
          </span>
          <Button size="small" onClick={onDownload} disabled={busy} aria-label={`${OFFLINE_MSG.update} ${what}`}>
            {busy ? OFFLINE_MSG.downloading : OFFLINE_MSG.update}
          </Button>
          <Button size="small" color="inherit" onClick={onRemove} disabled={busy} aria-label={`${OFFLINE_MSG.remove} ${what}`}>
            {OFFLINE_MSG.remove}
          </Button>
        </Stack>
      ) : (
        <Button variant="outlined" startIcon={<Icon path={mdiCloudDownloadOutline} size="small" />} onClick={onDownload} disabled={busy} aria-label={`${OFFLINE_MSG.download}: ${what}`}>
          {busy ? OFFLINE_MSG.downloading : OFFLINE_MSG.download}
        </Button>
      )}
      {failed && <Alert severity="error">{OFFLINE_MSG.downloadFailed}</Alert>}
    </Stack>
  );
}
