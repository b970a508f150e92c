import { useState } from 'react';
import { mdiArrowLeft, mdiCreation, mdiRefresh } from '@mdi/js';
import { type CardOutput, type CardsSnapshot, editOutput, type ProjectCard, setMode } from '@curio/core/project-cards';
import { useMediaMatch } from '../../../lib/use-media-match';
import { Alert, Button, Icon, Stack, Text, TextField, ToggleGroup } from '../../../ui';
import { usePolishAvailable } from '../api/get-polish-availability';
import { DocumentView } from './document-view';
import { ExportMenu } from './export-menu';
import { RenderedDocument } from './rendered-document';
import css from './chat-panel.module.css';

type DocumentMode = 'edit' | 'preview' | 'split';
const DOCUMENT_HEIGHT = 560;
const VIEWS = [
  { value: 'edit', label: 'Edit' },
  { value: 'preview', label: 'Preview' },
] as const;
const SPLIT = { value: 'split', label: 'Side by side' } as const;

interface Props {
  card: ProjectCard;
  update: (change: (snapshot: CardsSnapshot) => CardsSnapshot) => void;
  onGenerate: (polish: boolean) => void;
  signedIn: boolean;
  notice?: string | null;
  /** the phone's bottom bar carries Back to form and Export */
  compact?: boolean;
}

/**
 * Chat mode: the document the card produced. A generated text can be refined in place, generated
 * again from the form, polished by the AI model (signed in, when one is configured) and exported; a preview can become
 * the document with Generate.
 */
export function ChatPanel({ card, update, onGenerate, signedIn, notice, compact = false }: Props) {
  const back = () => update((s) => setMode(s, card.id, 'form'));
  // offered only when a model can do it: the offline provider would give the text back unchanged
  const canPolish = usePolishAvailable(signedIn);
  return (
    <Stack gap={2} aria-label="Document" as="section">
      {card.error && (
        <Alert severity="error" role="alert">
          {card.error}
        </Alert>
      )}
      {notice && <Alert severity="info">{notice}</Alert>}
      {card.output ? (
        <>
          <Text variant="body2" tone="secondary">
            Your document is ready. Refine the text, see it rendered, then export it; Regenerate starts again from the form.
          </Text>
          <OutputEditor card={card} output={card.output} update={update} />
        </>
      ) : card.preview ? (
        <DocumentView document={card.preview} title={`Preview of ${card.title}`} />
      ) : (
        <Text tone="secondary">Nothing generated yet: fill in the form and press Preview or Generate.</Text>
      )}
      <Stack direction="row" gap={1} wrap>
        {!compact && (
          <Button startIcon={<Icon path={mdiArrowLeft} size="small" />} onClick={back}>
            Back to form
          </Button>
        )}
        <Button
          variant="contained"
          startIcon={<Icon path={mdiRefresh} size="small" />}
          loading={card.loading}
          onClick={() => onGenerate(false)}
        >
          {card.output ? 'Regenerate' : 'Generate'}
        </Button>
        {signedIn && canPolish && (
          <Button startIcon={<Icon path={mdiCreation} size="small" />} disabled={card.loading} onClick={() => onGenerate(true)}>
            Polish with AI
          </Button>
        )}
        {!compact && <ExportMenu card={card} />}
      </Stack>
    </Stack>
  );
}

/**
 * The generated text to refine: the markdown to edit and, for a markdown document, the page the
 * server renders from it, switched with Edit and Preview or side by side on a wide screen.
 */
function OutputEditor({ card, output, update }: Pick<Props, 'card' | 'update'> & { output: CardOutput }) {
  const wide = useMediaMatch('(min-width: 900px)') ?? false;
  // until the learner picks a view, a wide screen shows the text and its page side by side
  const [chosen, setChosen] = useState<DocumentMode | null>(null);
  // an HTML page is not rendered again from text the learner changed: it is edited as it is
  const renderable = output.target !== 'html';
  const wanted = chosen ?? (wide ? 'split' : 'edit');
  const mode: DocumentMode = !renderable ? 'edit' : wanted === 'split' && !wide ? 'edit' : wanted;

  const editor = (
    <TextField
      label="Document (Markdown)"
      value={output.content}
      onChange={(e) => update((s) => editOutput(s, card.id, e.target.value))}
      multiline
      minRows={12}
      maxRows={mode === 'split' ? 22 : 28}
      spellCheck
      maxLength={200_000}
    />
  );
  const rendered = <RenderedDocument markdown={output.content} title={output.title || card.title} height={DOCUMENT_HEIGHT} />;

  return (
    <>
      {renderable && (
        <ToggleGroup
          size="small"
          label="Document view"
          value={mode}
          options={wide ? [...VIEWS, SPLIT] : VIEWS}
          onChange={setChosen}
          className={css.views}
        />
      )}
      {mode === 'edit' && editor}
      {mode === 'preview' && rendered}
      {mode === 'split' && (
        <div className={css.split}>
          {editor}
          {rendered}
        </div>
      )}
    </>
  );
}
