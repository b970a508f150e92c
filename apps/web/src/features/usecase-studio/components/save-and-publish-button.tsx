import { mdiClose, mdiPublish } from '@mdi/js';
import clsx from 'clsx';
import { Alert, Button, Icon, IconButton, Stack } from '../../../ui';
import { publishErrorMessage } from '../api/publish-usecase';
import { useSaveAndPublish, type PublishDraft, type SaveUseCase } from '../hooks/use-save-and-publish';
import css from './save-and-publish-button.module.css';

/** Save & Publish for one generated use case; a failure is alerted beside the button. */
export function SaveAndPublishButton({ draft, save }: { draft: PublishDraft; save: SaveUseCase }) {
  const publish = useSaveAndPublish(save);
  return (
    <Stack gap={1} className={publish.isError ? css.wide : undefined}>
      <Stack direction="row">
        <Button
          variant={publish.isSuccess ? 'text' : 'contained'}
          size="small"
          startIcon={publish.isSuccess ? undefined : <Icon path={mdiPublish} size="small" />}
          loading={publish.isPending}
          disabled={publish.isSuccess}
          onClick={() => publish.mutate(draft)}
          className={clsx(css.button, publish.isSuccess && css.published)}
        >
          {publish.isSuccess ? '✅ Published' : 'Save & Publish'}
        </Button>
      </Stack>
      {publish.isError && (
        <Alert
          severity="error"
          action={
            <IconButton size="small" color="inherit" label="Close" onClick={() => publish.reset()}>
              <Icon path={mdiClose} size="small" />
            </IconButton>
          }
        >
          {publishErrorMessage(publish.error)}
        </Alert>
      )}
    </Stack>
  );
}
