import { lazy, Suspense, useState } from 'react';
import { mdiMessageOutline } from '@mdi/js';
import { Icon, IconButton } from '../../../ui';
import css from './feedback-fab.module.css';

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
        <IconButton label={LABEL} title={LABEL} onClick={openDialog}>
          <Icon path={mdiMessageOutline} />
        </IconButton>
      ) : (
        <button type="button" aria-label={LABEL} title={LABEL} onClick={openDialog} className={css.fab}>
          <Icon path={mdiMessageOutline} />
        </button>
      )}
      {requested && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
