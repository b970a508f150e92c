import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PublishIcon from '@mui/icons-material/Publish';
import { publishErrorMessage } from '../api/publish-usecase';
import { useSaveAndPublish, type PublishDraft, type SaveUseCase } from '../hooks/use-save-and-publish';

/** Save & Publish for one generated use case; a failure is alerted beside the button. */
export function SaveAndPublishButton({ draft, save }: { draft: PublishDraft; save: SaveUseCase }) {
  const publish = useSaveAndPublish(save);
  return (
    <Stack spacing={1} sx={{ width: publish.isError ? '100%' : 'auto' }}>
      <Stack direction="row">
        <Button
          variant={publish.isSuccess ? 'text' : 'contained'}
          size="small"
          startIcon={publish.isSuccess ? undefined : <PublishIcon />}
          loading={publish.isPending}
          loadingPosition="start"
          disabled={publish.isSuccess}
          onClick={() => publish.mutate(draft)}
          sx={{ '&.Mui-disabled': { color: 'success.main' } }}
        >
          {publish.isSuccess ? '✅ Published' : 'Save & Publish'}
        </Button>
      </Stack>
      {publish.isError && (
        <Alert severity="error" onClose={() => publish.reset()}>
          {publishErrorMessage(publish.error)}
        </Alert>
      )}
    </Stack>
  );
}
