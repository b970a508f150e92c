import { useMemo, useState, type ChangeEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PreviewOutlinedIcon from '@mui/icons-material/PreviewOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { SETS_MSG } from '@curio/core/study-sets';
import { IMPORT_FILE_MAX_BYTES, IMPORT_FORMATS, IMPORT_TEXT_MAX_BYTES, type ImportFormat } from '@curio/core/study-sets-rules';
import { errorMessage } from '../../../lib/api-client';
import { useSets } from '../api/get-sets';
import { usePreviewImport } from '../api/preview-import';
import { useSaveImport } from '../api/save-import';
import { CsvOptions } from '../components/csv-options';
import { ImportPreviewPanel } from '../components/import-preview-panel';
import { QuizletOptions } from '../components/quizlet-options';
import { guessedCsv, readSample, sampleRows } from '../csv-sample';
import { DEFAULT_CHOICE, type ImportChoice } from '../import-query';
import { setPath, SETS_PATH } from '../set-paths';
import { IMPORT_FORMAT_ACCEPT, IMPORT_FORMAT_LABELS, SETS_TEXT } from '../sets-texts';

type Source = 'file' | 'paste';

const FORMAT_NOTES: Partial<Record<ImportFormat, string>> = {
  gift: 'Every kind of Moodle question is read as its Curio type; an essay becomes a flashcard. Categories give the module and topic; what is left out is listed.',
  aiken: 'Each question, its lettered options and its ANSWER: line become a quiz question.',
  apkg: 'Decks of any Anki version: Basic and reversed notes become flashcards, a type-in note a typed question, a cloze note a fill-in-the-blanks question. Images and sounds are named and left out.',
};

const PASTE_HINTS: Partial<Record<ImportFormat, string>> = {
  csv: 'Copy rows from a spreadsheet and paste them here.',
  quizlet: 'Paste the text of Quizlet’s “Export”.',
  gift: 'Paste GIFT questions, e.g. ::Q1:: 2+2? {=4 ~3 ~5}',
  aiken: 'Paste Aiken questions: the question, options A. B. C., then ANSWER: B',
};

const baseName = (name: string) => name.replace(/\.[^.]+$/, '').trim();

/**
 * /sets/import (?into=<set>): a file or pasted text, read by the server into a preview of what it
 * understood and which lines it could not; nothing is saved until the learner saves it, whole.
 */
export function ImportPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const intoId = Number(search.get('into')) || null;
  const sets = useSets();
  const target = intoId ? sets.data?.find((set) => set.id === intoId) : undefined;

  const [choice, setChoice] = useState<ImportChoice>(DEFAULT_CHOICE);
  // the CSV options as the learner set them; until then, what the first rows suggest
  const [csvChosen, setCsvChosen] = useState<ImportChoice['csv'] | null>(null);
  const [source, setSource] = useState<Source>('paste');
  const [file, setFile] = useState<{ file: File; sample: string } | null>(null);
  const [text, setText] = useState('');
  const [title, setTitle] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const preview = usePreviewImport();
  const saving = useSaveImport();

  const format = choice.format;
  const fileOnly = format === 'apkg';
  const from: Source = fileOnly ? 'file' : source;
  const sampleText = from === 'paste' ? text : (file?.sample ?? '');
  const sample = useMemo(() => {
    if (format !== 'csv' || !sampleText.trim()) return null;
    return sampleRows(sampleText, csvChosen?.delimiter ?? '');
  }, [format, sampleText, csvChosen?.delimiter]);
  const csv = csvChosen ?? guessedCsv(sample);
  const effective: ImportChoice = { ...choice, csv };

  /** Any change to what is read or how: the preview no longer shows it. */
  const changed = () => {
    preview.reset();
    saving.reset();
    setTooLarge(null);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    changed();
    setCsvChosen(null);
    setTitle(null);
    setFile({ file: picked, sample: picked.name.endsWith('.apkg') ? '' : await readSample(picked) });
  };

  const body = (): Blob | null => (from === 'file' ? (file?.file ?? null) : text.trim() ? new Blob([text], { type: 'text/plain;charset=utf-8' }) : null);

  const runPreview = () => {
    const bytes = body();
    if (!bytes) return;
    const limit = fileOnly ? IMPORT_FILE_MAX_BYTES : IMPORT_TEXT_MAX_BYTES;
    if (bytes.size > limit) return setTooLarge(fileOnly ? SETS_MSG.fileTooLarge : SETS_MSG.textTooLarge);
    changed();
    preview.mutate({ choice: effective, bytes });
  };

  const defaultTitle = preview.data?.title || (from === 'file' && file ? baseName(file.file.name) : '') || 'Imported set';
  const shownTitle = title ?? defaultTitle;

  const save = () => {
    const previewed = preview.data;
    if (!previewed) return;
    const count = previewed.question_count + previewed.flashcard_count;
    saving.mutate(
      { importId: previewed.import_id, target: intoId ? { set_id: intoId } : { title: shownTitle } },
      {
        onSuccess: (set) => {
          toast.success(intoId ? `Added ${count.toLocaleString('en')} items to ${set.title}` : SETS_TEXT.created);
          void navigate(setPath({ id: set.id }));
        },
      },
    );
  };

  const ready = Boolean(body());

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2.5, sm: 4 } }}>
      <Button component={RouterLink} to={intoId ? setPath({ id: intoId }) : SETS_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {intoId ? 'Back to the set' : SETS_TEXT.title}
      </Button>
      <Typography variant="h4" component="h1">
        {target ? `Import into ${target.title}` : 'Import a set'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Nothing is saved until you have seen what was understood.
      </Typography>
      {intoId && sets.isSuccess && !target && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {SETS_MSG.notFound}
        </Alert>
      )}

      <Stack spacing={3}>
        <Paper variant="outlined" component="section" aria-labelledby="import-from" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="import-from" variant="h6" component="h2" sx={{ mb: 2 }}>
            1. What to import
          </Typography>
          <Stack spacing={2}>
            <TextField
              select
              label="Format"
              value={format}
              onChange={(e) => {
                changed();
                setChoice({ ...choice, format: e.target.value as ImportFormat });
              }}
              slotProps={{ select: { native: true } }}
              sx={{ maxWidth: 360 }}
            >
              {IMPORT_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {IMPORT_FORMAT_LABELS[f]}
                </option>
              ))}
            </TextField>
            {FORMAT_NOTES[format] && <Typography color="text.secondary">{FORMAT_NOTES[format]}</Typography>}
            {!fileOnly && (
              <ToggleButtonGroup
                exclusive
                size="small"
                value={from}
                onChange={(_, next: Source | null) => {
                  if (!next) return;
                  changed();
                  setSource(next);
                }}
                aria-label="Where the text comes from"
              >
                <ToggleButton value="paste" sx={{ textTransform: 'none', px: 2 }}>
                  Paste text
                </ToggleButton>
                <ToggleButton value="file" sx={{ textTransform: 'none', px: 2 }}>
                  Upload a file
                </ToggleButton>
              </ToggleButtonGroup>
            )}
            {from === 'paste' ? (
              <TextField
                label="Text to import"
                value={text}
                onChange={(e) => {
                  changed();
                  setText(e.target.value);
                }}
                multiline
                minRows={6}
                maxRows={16}
                helperText={PASTE_HINTS[format]}
                slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
              />
            ) : (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
                <Button component="label" variant="outlined" startIcon={<UploadFileOutlinedIcon />} sx={{ alignSelf: 'flex-start' }}>
                  Choose a file
                  <input hidden type="file" accept={IMPORT_FORMAT_ACCEPT[format]} onChange={(e) => void onFile(e)} />
                </Button>
                <Typography color={file ? 'text.primary' : 'text.secondary'} sx={{ wordBreak: 'break-all' }}>
                  {file ? `${file.file.name} (${Math.max(1, Math.round(file.file.size / 1024)).toLocaleString('en')} KB)` : 'No file chosen'}
                </Typography>
              </Stack>
            )}
          </Stack>
        </Paper>

        {(format === 'csv' || format === 'quizlet') && (
          <Paper variant="outlined" component="section" aria-labelledby="import-how" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="import-how" variant="h6" component="h2" sx={{ mb: 2 }}>
              2. How to read it
            </Typography>
            {format === 'csv' ? (
              <CsvOptions
                csv={csv}
                sample={sample}
                onChange={(next) => {
                  changed();
                  setCsvChosen(next);
                }}
              />
            ) : (
              <QuizletOptions
                quizlet={choice.quizlet}
                onChange={(quizlet) => {
                  changed();
                  setChoice({ ...choice, quizlet });
                }}
              />
            )}
          </Paper>
        )}

        <Stack direction="row" spacing={1.5} alignItems="center">
          <Button variant="contained" size="large" startIcon={<PreviewOutlinedIcon />} onClick={runPreview} disabled={!ready} loading={preview.isPending}>
            Preview
          </Button>
        </Stack>
        {tooLarge && <Alert severity="error">{tooLarge}</Alert>}
        {preview.isError && (
          <Alert severity="error" role="alert">
            {errorMessage(preview.error, SETS_MSG.emptyImport)}
          </Alert>
        )}

        {preview.data && (
          <Paper variant="outlined" component="section" aria-labelledby="import-check" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="import-check" variant="h6" component="h2" sx={{ mb: 2 }}>
              {format === 'csv' || format === 'quizlet' ? '3.' : '2.'} Check and save
            </Typography>
            <ImportPreviewPanel
              preview={preview.data}
              into={intoId ? { id: intoId, title: target?.title ?? 'this set' } : null}
              title={shownTitle}
              onTitleChange={setTitle}
              saving={saving.isPending}
              saveError={saving.error ? errorMessage(saving.error, SETS_TEXT.saveFailed) : null}
              onSave={save}
            />
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
