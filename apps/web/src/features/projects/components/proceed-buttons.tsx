import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ProjectCard } from '@curio/core/project-cards';
import type { ProceedAction } from '@curio/core/project-cards';

/** Proceed (spec §4): the form is checked, then previewed or generated, and the card turns to chat mode. */
export function ProceedButtons({ card, onProceed, fullWidth = false }: { card: ProjectCard; onProceed: (action: ProceedAction) => void; fullWidth?: boolean }) {
  const disabled = card.loading || !card.selected_format;
  return (
    <Box sx={{ display: 'flex', gap: 1, width: fullWidth ? '100%' : undefined, '& > *': fullWidth ? { flex: 1 } : {} }}>
      <Button variant="outlined" disabled={disabled} onClick={() => onProceed('preview')}>
        Preview
      </Button>
      <Button
        variant="contained"
        disabled={disabled}
        startIcon={card.loading ? <CircularProgress size={16} color="inherit" aria-label="Working" /> : undefined}
        onClick={() => onProceed('generate')}
      >
        Generate
      </Button>
    </Box>
  );
}
