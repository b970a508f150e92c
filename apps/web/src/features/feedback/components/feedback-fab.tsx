import { lazy, Suspense, useState } from 'react';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import FeedbackIcon from '@mui/icons-material/ChatBubbleOutline';

// the dialog and its form load on first use, not with every page
const FeedbackDialog = lazy(async () => ({ default: (await import('./feedback-dialog')).FeedbackDialog }));

const LABEL = 'Send feedback';

/**
 * The button that opens 'Send Feedback': floating bottom-right, or, `inBar`, an icon of a top bar
 * (a phone's page is all content: a floating button would sit on whatever scrolls under it).
 */
export function FeedbackFab({ inBar = false }: { inBar?: boolean }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const openDialog = () => {
    setRequested(true);
    setOpen(true);
  };

  return (
    <>
      {inBar ? (
        <IconButton aria-label={LABEL} title={LABEL} onClick={openDialog}>
          <FeedbackIcon />
        </IconButton>
      ) : (
        <Fab
          color="primary"
          aria-label={LABEL}
          title={LABEL}
          onClick={openDialog}
          sx={{ position: 'fixed', right: { xs: 16, sm: 24 }, bottom: { xs: 16, sm: 24 }, zIndex: (t) => t.zIndex.speedDial }}
        >
          <FeedbackIcon />
        </Fab>
      )}
      {requested && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
