import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast/headless';
import { mdiArrowLeft, mdiEyeOutline, mdiFileUploadOutline } from '@mdi/js';
import { SETS_MSG } from '@curio/core/study-sets-messages';
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
import { Alert, Button, ButtonLink, Card, Container, Icon, SelectField, Stack, Text, TextField, ToggleGroup } from '../../../ui';
import css from './set-pages.module.css';

type Source = 'file' | 'paste';

const SOURCES = [
  { value: 'paste', label: 'Paste text' },
  { value: 'file', label: 'Upload a file' },
] as const;

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
  const fileInput = useRef<HTMLInputElement>(null);
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
    <Container maxWidth="md" className={css.page}>
      <ButtonLink to={intoId ? setPath({ id: intoId }) : SETS_PATH} startIcon={<Icon path={mdiArrowLeft} size="small" />} className={css.back}>
        {intoId ? 'Back to the set' : SETS_TEXT.title}
      </ButtonLink>
      <Text variant="h4" as="h1">
        {target ? `Import into ${target.title}` : 'Import a set'}
      </Text>
      <Text tone="secondary" className={css.intro}>
        Nothing is saved until you have seen what was understood.
      </Text>
      {intoId && sets.isSuccess && !target && (
        <Alert severity="warning" className={css.full}>
          {SETS_MSG.notFound}
        </Alert>
      )}

      <Stack gap={3}>
        <Card padded as="section" aria-labelledby="import-from">
          <Text id="import-from" variant="h6" as="h2" className={css.step}>
            1. What to import
          </Text>
          <Stack gap={2}>
            <SelectField
              label="Format"
              value={format}
              onChange={(e) => {
                changed();
                setChoice({ ...choice, format: e.target.value as ImportFormat });
              }}
              className={css.format}
            >
              {IMPORT_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {IMPORT_FORMAT_LABELS[f]}
                </option>
              ))}
            </SelectField>
            {FORMAT_NOTES[format] && <Text tone="secondary">{FORMAT_NOTES[format]}</Text>}
            {!fileOnly && (
              <ToggleGroup
                size="small"
                label="Where the text comes from"
                value={from}
                options={SOURCES}
                onChange={(next: Source) => {
                  changed();
                  setSource(next);
                }}
                className={css.source}
              />
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
                spellCheck={false}
                className={css.paste}
              />
            ) : (
              <Stack rowFrom="sm" gap={1.5} className={css.file}>
                <Button variant="outlined" startIcon={<Icon path={mdiFileUploadOutline} size="small" />} onClick={() => fileInput.current?.click()} className={css.choose}>
                  Choose a file
                </Button>
                <input ref={fileInput} hidden type="file" accept={IMPORT_FORMAT_ACCEPT[format]} onChange={(e) => void onFile(e)} />
                <Text tone={file ? 'primary' : 'secondary'} className={css.fileName}>
                  {file ? `${file.file.name} (${Math.max(1, Math.round(file.file.size / 1024)).toLocaleString('en')} KB)` : 'No file chosen'}
                </Text>
              </Stack>
            )}
          </Stack>
        </Card>

        {(format === 'csv' || format === 'quizlet') && (
          <Card padded as="section" aria-labelledby="import-how">
            <Text id="import-how" variant="h6" as="h2" className={css.step}>
              2. How to read it
            </Text>
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
          </Card>
        )}

        <Stack direction="row" gap={1.5} align="center">
          <Button variant="contained" size="large" startIcon={<Icon path={mdiEyeOutline} size="small" />} onClick={runPreview} disabled={!ready} loading={preview.isPending}>
            Preview
          </Button>
        </Stack>
        {tooLarge && <Alert severity="error">{tooLarge}</Alert>}
        {preview.isError && <Alert severity="error">{errorMessage(preview.error, SETS_MSG.emptyImport)}</Alert>}

        {preview.data && (
          <Card padded as="section" aria-labelledby="import-check">
            <Text id="import-check" variant="h6" as="h2" className={css.step}>
              {format === 'csv' || format === 'quizlet' ? '3.' : '2.'} Check and save
            </Text>
            <ImportPreviewPanel
              preview={preview.data}
              into={intoId ? { id: intoId, title: target?.title ?? 'this set' } : null}
              title={shownTitle}
              onTitleChange={setTitle}
              saving={saving.isPending}
              saveError={saving.error ? errorMessage(saving.error, SETS_TEXT.saveFailed) : null}
              onSave={save}
            />
          </Card>
        )}
      </Stack>
    </Container>
  );
}
