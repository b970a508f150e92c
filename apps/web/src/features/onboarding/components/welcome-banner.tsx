import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import CelebrationOutlinedIcon from '@mui/icons-material/CelebrationOutlined';
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
    <Alert
      icon={<CelebrationOutlinedIcon />}
      severity="success"
      onClose={onClose}
      sx={{ borderRadius: '16px', alignItems: 'center', '& .MuiAlert-message': { py: 0.5 } }}
    >
      <AlertTitle sx={{ fontWeight: 700, mb: 0.25 }}>Welcome to {APP_NAME}!</AlertTitle>
      Pick a category to start learning, or take the quick tour to see around.
    </Alert>
  );
}
