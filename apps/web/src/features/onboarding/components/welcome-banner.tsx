import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import AlertTitle from '@mui/material/AlertTitle';
import CelebrationOutlinedIcon from '@mui/icons-material/CelebrationOutlined';
import { MAIN_SIDEBAR_WIDTH } from '@curio/core/limits';
import { APP_NAME } from '../../../lib/app-name';
import { prefersReducedMotion } from '../../../lib/motion';

/** The first-visit greeting; confetti is loaded only when it is shown. */
export function WelcomeBanner({ celebrate, onClose }: { celebrate: boolean; onClose: () => void }) {
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

  return (
    // over the page (it comes once the page is on screen and must not move it): under the top bar on
    // a wide screen; on a phone low, over no heading, and above the feedback button's corner
    <Box
      sx={{
        position: 'fixed',
        top: { md: 72 },
        bottom: { xs: 88, md: 'auto' },
        left: { xs: 16, md: MAIN_SIDEBAR_WIDTH + 24 },
        right: { xs: 16, md: 24 },
        // below the drawer, the landing overlay and other dialogs
        zIndex: (t) => t.zIndex.appBar,
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
      }}
    >
      <Alert
        icon={<CelebrationOutlinedIcon />}
        severity="success"
        onClose={onClose}
        sx={{ maxWidth: 560, pointerEvents: 'auto', borderRadius: '16px', alignItems: 'center', boxShadow: 6, '& .MuiAlert-message': { py: 0.5 } }}
      >
        <AlertTitle sx={{ fontWeight: 700, mb: 0.25 }}>Welcome to {APP_NAME}!</AlertTitle>
        Pick a category to start learning, or take the quick tour to see around.
      </Alert>
    </Box>
  );
}
