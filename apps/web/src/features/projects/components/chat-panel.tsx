import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import RefreshIcon from '@mui/icons-material/Refresh';
import { type CardsSnapshot, editOutput, type ProjectCard, setMode } from '@curio/core/project-cards';
import { DocumentView } from './document-view';
import { ExportMenu } from './export-menu';

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
 * again from the form, polished by the AI provider (signed in) and exported; a preview can become
 * the document with Generate.
 */
export function ChatPanel({ card, update, onGenerate, signedIn, notice, compact = false }: Props) {
  const back = () => update((s) => setMode(s, card.id, 'form'));
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
            Your document is ready. Refine the text below, then export it; Regenerate starts again from the form.
          </Typography>
          <TextField
            label="Document (Markdown)"
            value={card.output.content}
            onChange={(e) => update((s) => editOutput(s, card.id, e.target.value))}
            multiline
            minRows={12}
            maxRows={28}
            fullWidth
            slotProps={{ htmlInput: { spellCheck: true, maxLength: 200_000 } }}
          />
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
        {signedIn && (
          <Button startIcon={<AutoAwesomeIcon />} disabled={card.loading} onClick={() => onGenerate(true)}>
            Polish with AI
          </Button>
        )}
        {!compact && <ExportMenu card={card} />}
      </Box>
    </Stack>
  );
}
