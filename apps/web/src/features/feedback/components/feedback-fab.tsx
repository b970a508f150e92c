import { lazy, Suspense, useState } from 'react';
import Fab from '@mui/material/Fab';
import FeedbackIcon from '@mui/icons-material/ChatBubbleOutline';

// the dialog and its form load on first use, not with every page
const FeedbackDialog = lazy(async () => ({ default: (await import('./feedback-dialog')).FeedbackDialog }));

/** The floating button bottom-right that opens 'Send Feedback'. */
export function FeedbackFab() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  return (
    <>
      <Fab
        color="primary"
        aria-label="Send feedback"
        title="Send feedback"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        sx={{ position: 'fixed', right: { xs: 16, sm: 24 }, bottom: { xs: 16, sm: 24 }, zIndex: (t) => t.zIndex.speedDial }}
      >
        <FeedbackIcon />
      </Fab>
      {requested && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
