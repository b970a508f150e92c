import { memo, useCallback, useEffect, useReducer, useState, type KeyboardEvent } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import toast from 'react-hot-toast/headless';
import { mdiArrowLeft, mdiContentSaveOutline, mdiFileUploadOutline } from '@mdi/js';
import { SETS_MSG } from '@curio/core/study-sets-messages';
import { setDescription, setTitle, type SetDetail } from '@curio/core/study-sets';
import { SET_DESCRIPTION_MAX, SET_ITEMS_MAX, SET_TITLE_MAX } from '@curio/core/study-sets-rules';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useCreateSet } from '../api/create-set';
import { getWholeSet, useWholeSet } from '../api/get-set';
import { useReplaceSetItems } from '../api/replace-set-items';
import { useUpdateSet } from '../api/update-set';
import { ItemsEditor } from '../components/items-editor';
import { checkRows, rowsFromSet, withSavedIds } from '../editor-rows';
import { editorReducer, initialEditorState } from '../editor-state';
import { importPath, setPath, SETS_PATH } from '../set-paths';
import { SETS_TEXT } from '../sets-texts';
import { useSetRef } from '../use-set-ref';
import { Alert, Button, ButtonLink, Container, Icon, Stack, Text, TextField } from '../../../ui';
import css from './set-editor-page.module.css';

/** A schema's fragment ("is required") as a sentence about its field. */
const fieldMessage = (label: string, message: string | undefined) =>
  message ? (/^[a-z]/.test(message) ? `${label} ${message.replace(/\.$/, '')}.` : message) : undefined;

interface FieldErrors {
  title?: string | undefined;
  description?: string | undefined;
}

interface SetFieldsProps {
  title: string;
  description: string;
  errors: FieldErrors;
  autoFocus: boolean;
  onTitle: (title: string) => void;
  onDescription: (description: string) => void;
}

const SetFields = memo(function SetFields({ title, description, errors, autoFocus, onTitle, onDescription }: SetFieldsProps) {
  return (
    <Stack gap={2} className={css.fields}>
      <TextField
        label="Title"
        value={title}
        onChange={(e) => onTitle(e.target.value)}
        required
        error={Boolean(errors.title)}
        helperText={errors.title}
        maxLength={SET_TITLE_MAX}
        autoFocus={autoFocus}
      />
      <TextField
        label="Description"
        value={description}
        onChange={(e) => onDescription(e.target.value)}
        multiline
        minRows={2}
        maxRows={6}
        error={Boolean(errors.description)}
        helperText={errors.description ?? 'Optional'}
        maxLength={SET_DESCRIPTION_MAX}
      />
    </Stack>
  );
});

/** The keys that save from anywhere in the editor. */
const isSaveKey = (event: KeyboardEvent) => event.key === 'Enter' && (event.ctrlKey || event.metaKey);

/**
 * The editor of a set: its title and description, then its items in rows. Saving sends the whole
 * list at once (a new set is made with it); leaving with changes unsaved asks first.
 */
function SetEditor({ set }: { set: SetDetail | null }) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(editorReducer, set ? rowsFromSet(set) : [], initialEditorState);
  const [title, setTitleText] = useState(set?.title ?? '');
  const [description, setDescriptionText] = useState(set?.description ?? '');
  const [baseline, setBaseline] = useState({ title: set?.title ?? '', description: set?.description ?? '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const create = useCreateSet();
  const update = useUpdateSet();
  const replace = useReplaceSetItems();
  const saving = create.isPending || update.isPending || replace.isPending;

  // stable, so the title and description do not render again with every keystroke in a row
  const onTitle = useCallback((text: string) => {
    setTitleText(text);
    setFieldErrors((errors) => ({ ...errors, title: undefined }));
  }, []);
  const onDescription = useCallback((text: string) => {
    setDescriptionText(text);
    setFieldErrors((errors) => ({ ...errors, description: undefined }));
  }, []);

  const metaDirty = title !== baseline.title || description !== baseline.description;
  const dirty = state.dirty || metaDirty;
  const blocker = useBlocker(dirty && !saving);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // a new set opens once it is saved and nothing is left to warn about
  useEffect(() => {
    if (createdId !== null && !dirty) void navigate(setPath({ id: createdId }), { replace: true });
  }, [createdId, dirty, navigate]);

  const save = async () => {
    if (saving) return;
    const checkedTitle = setTitle.safeParse(title);
    const checkedDescription = setDescription.safeParse(description);
    const checked = checkRows(state.rows);
    setFieldErrors({
      title: fieldMessage('Title', checkedTitle.error?.issues[0]?.message),
      description: fieldMessage('Description', checkedDescription.error?.issues[0]?.message),
    });
    if (checked.errors.size > 0) dispatch({ type: 'invalid', errors: checked.errors });
    if (!checkedTitle.success || !checkedDescription.success || checked.errors.size > 0 || checked.listError) {
      const rowsWrong = checked.errors.size > 0 ? `${checked.errors.size} ${checked.errors.size === 1 ? 'item needs' : 'items need'} fixing.` : null;
      setProblem(checked.listError ?? rowsWrong ?? 'Please fix the marked fields.');
      return;
    }
    setProblem(null);
    const fields = { title: checkedTitle.data, description: checkedDescription.data };
    try {
      if (!set) {
        const made = await create.mutateAsync({ ...fields, items: checked.items });
        setBaseline({ title, description });
        dispatch({ type: 'saved', rows: state.rows });
        setCreatedId(made.id);
        toast.success(SETS_TEXT.created);
        return;
      }
      if (metaDirty) {
        await update.mutateAsync({ id: set.id, changes: fields });
        setBaseline({ title, description });
      }
      if (state.dirty) {
        const saved = await replace.mutateAsync({ id: set.id, items: checked.items });
        dispatch({ type: 'saved', rows: withSavedIds(state.rows, checked.sent, saved) ?? rowsFromSet(await getWholeSet({ id: set.id })) });
      }
      toast.success(SETS_TEXT.saved);
    } catch (err) {
      setProblem(errorMessage(err, SETS_TEXT.saveFailed));
    }
  };

  const itemCount = state.rows.length;
  return (
    <Container
      maxWidth="lg"
      className={css.page}
      onKeyDown={(event) => {
        if (!isSaveKey(event)) return;
        event.preventDefault();
        void save();
      }}
    >
      <ButtonLink to={set ? setPath({ id: set.id }) : SETS_PATH} startIcon={<Icon path={mdiArrowLeft} size="small" />} className={css.back}>
        {set ? 'Back to the set' : SETS_TEXT.title}
      </ButtonLink>
      <Stack rowFrom="sm" gap={1.5} justify="space-between" className={css.header}>
        <Text variant="h4" as="h1">
          {set ? 'Edit set' : 'New set'}
        </Text>
        <Stack direction="row" gap={1.5}>
          {set && (
            <ButtonLink to={importPath(set.id)} variant="outlined" startIcon={<Icon path={mdiFileUploadOutline} size="small" />}>
              Import into this set
            </ButtonLink>
          )}
          <Button variant="contained" startIcon={<Icon path={mdiContentSaveOutline} size="small" />} onClick={() => void save()} loading={saving} title="Ctrl+Enter">
            Save
          </Button>
        </Stack>
      </Stack>

      {/* a disabled fieldset holds every field still while the list is being saved */}
      <fieldset disabled={saving} className={css.all}>
        <SetFields
          title={title}
          description={description}
          errors={fieldErrors}
          autoFocus={!set}
          onTitle={onTitle}
          onDescription={onDescription}
        />

        <Stack rowFrom="sm" gap={1} justify="space-between" className={css.itemsHeader}>
          <Text variant="h6" as="h2">
            Questions and cards
          </Text>
          <Text variant="body2" tone="secondary">
            {itemCount.toLocaleString('en')} of at most {SET_ITEMS_MAX.toLocaleString('en')}
          </Text>
        </Stack>
        <Text variant="body2" tone="secondary" className={css.help}>
          Paste rows from a spreadsheet into a term (term, definition and an optional topic a line) to add them all. Enter in a row's last cell
          adds a row; Ctrl+Enter saves.
        </Text>
        {itemCount > SET_ITEMS_MAX && (
          <Alert severity="warning" className={css.help}>
            {SETS_MSG.tooManyItems}
          </Alert>
        )}
        <ItemsEditor state={state} dispatch={dispatch} />
      </fieldset>

      {problem && (
        <Alert severity="error" className={css.problem}>
          {problem}
        </Alert>
      )}
      <Stack direction="row" justify="flex-end" className={css.problem}>
        <Button variant="contained" size="large" startIcon={<Icon path={mdiContentSaveOutline} size="small" />} onClick={() => void save()} loading={saving}>
          Save
        </Button>
      </Stack>

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={SETS_TEXT.unsavedTitle}
        message={SETS_TEXT.unsavedText}
        confirmLabel="Leave"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </Container>
  );
}

/** /sets/new: an empty set to fill. */
export function NewSetPage() {
  return <SetEditor set={null} />;
}

/** /sets/:id/edit: the learner's set, loaded whole into the editor. */
export function EditSetPage() {
  const ref = useSetRef();
  const set = useWholeSet(ref);
  if (!ref || (set.isError && isApiError(set.error) && set.error.status === 404)) {
    return (
      <Container maxWidth="md" className={css.missing}>
        <Alert severity="info" action={<ButtonLink to={SETS_PATH}>{SETS_TEXT.title}</ButtonLink>}>
          {SETS_MSG.notFound}
        </Alert>
      </Container>
    );
  }
  if (set.isPending) return <PageLoader label="Loading the set" />;
  if (set.isError) {
    return (
      <Container maxWidth="md" className={css.missing}>
        <ErrorState message={errorMessage(set.error, SETS_TEXT.setLoadFailed)} onRetry={() => void set.refetch()} />
      </Container>
    );
  }
  return <SetEditor key={set.data.id} set={set.data} />;
}
