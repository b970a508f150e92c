import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import RefreshIcon from '@mui/icons-material/Refresh';
import { type CardOutput, type CardsSnapshot, editOutput, type ProjectCard, setMode } from '@curio/core/project-cards';
import { usePolishAvailable } from '../api/get-polish-availability';
import { DocumentView } from './document-view';
import { ExportMenu } from './export-menu';
import { RenderedDocument } from './rendered-document';

type DocumentMode = 'edit' | 'preview' | 'split';
const DOCUMENT_HEIGHT = 560;

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
    <Stack spacing={2} aria-label="Document" component="section">
      {card.error && (
        <Alert severity="error" role="alert">
          {card.error}
        </Alert>
      )}
      {notice && <Alert severity="info">{notice}</Alert>}
      {card.output ? (
        <>
          <Typography variant="body2" color="text.secondary">
            Your document is ready. Refine the text, see it rendered, then export it; Regenerate starts again from the form.
          </Typography>
          <OutputEditor card={card} output={card.output} update={update} />
        </>
      ) : card.preview ? (
        <DocumentView document={card.preview} title={`Preview of ${card.title}`} />
      ) : (
        <Typography color="text.secondary">Nothing generated yet: fill in the form and press Preview or Generate.</Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {!compact && (
          <Button startIcon={<ArrowBackIcon />} onClick={back}>
            Back to form
          </Button>
        )}
        <Button
          variant="contained"
          startIcon={card.loading ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}
          disabled={card.loading}
          onClick={() => onGenerate(false)}
        >
          {card.output ? 'Regenerate' : 'Generate'}
        </Button>
        {signedIn && canPolish && (
          <Button startIcon={<AutoAwesomeIcon />} disabled={card.loading} onClick={() => onGenerate(true)}>
            Polish with AI
          </Button>
        )}
        {!compact && <ExportMenu card={card} />}
      </Box>
    </Stack>
  );
}

/**
 * The generated text to refine: the markdown to edit and, for a markdown document, the page the
 * server renders from it, switched with Edit and Preview or side by side on a wide screen.
 */
function OutputEditor({ card, output, update }: Pick<Props, 'card' | 'update'> & { output: CardOutput }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [chosen, setChosen] = useState<DocumentMode>(wide ? 'split' : 'edit');
  // an HTML page is not rendered again from text the learner changed: it is edited as it is
  const renderable = output.target !== 'html';
  const mode: DocumentMode = !renderable ? 'edit' : chosen === 'split' && !wide ? 'edit' : chosen;

  const editor = (
    <TextField
      label="Document (Markdown)"
      value={output.content}
      onChange={(e) => update((s) => editOutput(s, card.id, e.target.value))}
      multiline
      minRows={12}
      maxRows={mode === 'split' ? 22 : 28}
      fullWidth
      slotProps={{ htmlInput: { spellCheck: true, maxLength: 200_000 } }}
    />
  );
  const rendered = <RenderedDocument markdown={output.content} title={output.title || card.title} height={DOCUMENT_HEIGHT} />;

  return (
    <>
      {renderable && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          onChange={(_e, next: DocumentMode | null) => next && setChosen(next)}
          aria-label="Document view"
        >
          <ToggleButton value="edit">Edit</ToggleButton>
          <ToggleButton value="preview">Preview</ToggleButton>
          {wide && <ToggleButton value="split">Side by side</ToggleButton>}
        </ToggleButtonGroup>
      )}
      {mode === 'edit' && editor}
      {mode === 'preview' && rendered}
      {mode === 'split' && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' }}>
          {editor}
          {rendered}
        </Box>
      )}
    </>
  );
}
