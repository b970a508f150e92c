import { useId, useState, type ChangeEvent } from 'react';
import { mdiArrowLeft, mdiCloudUploadOutline } from '@mdi/js';
import { tooLargeText } from '@curio/core/errors';
import { checkUploadItems, UPLOAD_BODY_LIMIT_BYTES, UPLOAD_MSG, uploadKind, uploadSuccess } from '@curio/core/upload';
import { Alert, Button, ButtonLink, Card, Container, Icon, Stack, Text } from '../../../ui';
import { errorMessage } from '../../../lib/api-client';
import { useUploadContent } from '../api/upload-content';
import css from './upload-admin-page.module.css';

type Outcome = { severity: 'success' | 'error'; message: string; detail?: string };

/** /upload-admin (docs/routes.md#screens-and-web-routes, docs/product.md#states-and-transitions Upload): idle → uploading → success or failure. */
export function UploadAdminPage() {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const upload = useUploadContent();
  const [reading, setReading] = useState(false);

  const fail = (detail: string) => setOutcome({ severity: 'error', message: UPLOAD_MSG.failed, detail });

  const submit = async () => {
    setOutcome(null);
    if (!file) {
      setOutcome({ severity: 'error', message: UPLOAD_MSG.noFile });
      return;
    }
    // the server would refuse it after the whole file had travelled
    if (file.size > UPLOAD_BODY_LIMIT_BYTES) {
      fail(tooLargeText(UPLOAD_BODY_LIMIT_BYTES));
      return;
    }
    let items: unknown;
    setReading(true);
    try {
      items = JSON.parse(await file.text());
    } catch (err) {
      console.error('Upload: the file is not valid JSON', err);
      fail('The file is not valid JSON.');
      return;
    } finally {
      setReading(false);
    }
    if (!Array.isArray(items)) {
      setOutcome({ severity: 'error', message: UPLOAD_MSG.notArray });
      return;
    }
    if (items.length === 0) {
      setOutcome({ severity: 'error', message: UPLOAD_MSG.empty });
      return;
    }
    // the same check the server makes: a bad item is named before 20 MB travel over the wire
    const checked = checkUploadItems(file.name, items);
    if (!checked.ok) {
      console.error('Upload rejected:', checked.message);
      fail(checked.message);
      return;
    }
    upload.mutate(
      { fileName: file.name, items },
      {
        onSuccess: (result) => setOutcome({ severity: 'success', message: uploadSuccess(result.table), detail: `${result.inserted} added, ${result.skipped} already present.` }),
        onError: (err) => {
          console.error('Upload failed:', err);
          fail(errorMessage(err, 'The server refused the file.'));
        },
      },
    );
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setOutcome(null);
  };

  return (
    <Container maxWidth="sm" className={css.page}>
      <ButtonLink to="/" startIcon={<Icon path={mdiArrowLeft} size="small" />} className={css.back}>
        Back to welcome
      </ButtonLink>
      <Card className={css.panel}>
        <Text variant="h4" as="h1" className={css.title}>
          Admin Upload Panel
        </Text>
        <Text tone="secondary" className={css.intro}>
          Upload a JSON array of quiz questions or flashcards. A file whose name contains “quiz” is read as questions; any other as
          flashcards.
        </Text>
        <Stack gap={2}>
          <div>
            <Text as="label" htmlFor={inputId} variant="body2" className={css.label}>
              JSON file
            </Text>
            <input id={inputId} type="file" accept=".json,application/json" onChange={onPick} className={css.file} />
            {file && (
              <Text variant="caption" tone="secondary" as="p" className={css.kind}>
                Will be uploaded to {uploadKind(file.name)}.
              </Text>
            )}
          </div>
          <Button variant="contained" size="large" startIcon={<Icon path={mdiCloudUploadOutline} size="small" />} loading={reading || upload.isPending} onClick={() => void submit()}>
            Upload
          </Button>
          {outcome && (
            <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
              {outcome.message}
              {outcome.detail && <p className={css.detail}>{outcome.detail}</p>}
            </Alert>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
