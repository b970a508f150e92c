import { useId, useState, type ChangeEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { tooLargeText } from '@curio/core/errors';
import { checkUploadItems, UPLOAD_BODY_LIMIT_BYTES, UPLOAD_MSG, uploadKind, uploadSuccess } from '@curio/core/upload';
import { errorMessage } from '../../../lib/api-client';
import { useUploadContent } from '../api/upload-content';

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
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 } }}>
      <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to welcome
      </Button>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          Admin Upload Panel
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Upload a JSON array of quiz questions or flashcards. A file whose name contains “quiz” is read as questions; any other as
          flashcards.
        </Typography>
        <Stack spacing={2}>
          <Box>
            <Typography component="label" htmlFor={inputId} variant="body2" sx={{ fontWeight: 600, display: 'block', mb: 1 }}>
              JSON file
            </Typography>
            <Box
              component="input"
              id={inputId}
              type="file"
              accept=".json,application/json"
              onChange={onPick}
              sx={{ display: 'block', width: '100%', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, font: 'inherit' }}
            />
            {file && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.75 }}>
                Will be uploaded to {uploadKind(file.name)}.
              </Typography>
            )}
          </Box>
          <Button variant="contained" size="large" startIcon={<CloudUploadOutlinedIcon />} loading={reading || upload.isPending} onClick={() => void submit()}>
            Upload
          </Button>
          {outcome && (
            <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
              {outcome.message}
              {outcome.detail && (
                <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
                  {outcome.detail}
                </Typography>
              )}
            </Alert>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
