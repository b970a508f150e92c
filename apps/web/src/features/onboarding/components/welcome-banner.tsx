import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import AlertTitle from '@mui/material/AlertTitle';
import CelebrationOutlinedIcon from '@mui/icons-material/CelebrationOutlined';
import { MAIN_SIDEBAR_WIDTH } from '@curio/core/limits';
import { APP_NAME } from '../../../lib/app-name';
import { prefersReducedMotion } from '../../../lib/motion';

interface Props {
  celebrate: boolean;
  onClose: () => void;
  /** in the page's column (phones, where a floating card would sit on the categories) rather than over the page */
  inline?: boolean;
}

/** The first-visit greeting; confetti is loaded only when it is shown. */
export function WelcomeBanner({ celebrate, onClose, inline = false }: Props) {
  useEffect(() => {
    if (!celebrate || prefersReducedMotion()) return;
    let cancelled = false;
    let reset: (() => void) | undefined;
    void import('canvas-confetti').then(({ default: confetti }) => {
      if (cancelled) return;
      reset = confetti.reset;
      void confetti({ particleCount: 120, spread: 80, origin: { y: 0.3 }, disableForReducedMotion: true });
    });
    return () => {
      cancelled = true;
      reset?.();
    };
  }, [celebrate]);

  const alert = (
    <Alert
      icon={<CelebrationOutlinedIcon />}
      severity="success"
      onClose={onClose}
      sx={{ maxWidth: inline ? 'none' : 560, pointerEvents: 'auto', borderRadius: '16px', alignItems: 'center', boxShadow: inline ? 0 : 6, '& .MuiAlert-message': { py: 0.5 } }}
    >
      <AlertTitle sx={{ fontWeight: 700, mb: 0.25 }}>Welcome to {APP_NAME}!</AlertTitle>
      Pick a category to start learning, or take the quick tour to see around.
    </Alert>
  );
  if (inline) return alert;

  return (
    // over the page, under the top bar (it comes once the page is on screen and must not move it)
    <Box
      sx={{
        position: 'fixed',
        top: 72,
        left: MAIN_SIDEBAR_WIDTH + 24,
        right: 24,
        // below the drawer, the landing overlay and other dialogs
        zIndex: (t) => t.zIndex.appBar,
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
      }}
    >
      {alert}
    </Box>
  );
}
