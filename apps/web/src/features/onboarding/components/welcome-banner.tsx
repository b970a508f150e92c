import { useEffect } from 'react';
import clsx from 'clsx';
import { mdiClose, mdiPartyPopper } from '@mdi/js';
import { MAIN_SIDEBAR_WIDTH } from '@curio/core/limits';
import { APP_NAME } from '../../../lib/app-name';
import { prefersReducedMotion } from '../../../lib/motion';
import { Alert, Icon, IconButton } from '../../../ui';
import css from './welcome-banner.module.css';

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
      icon={<Icon path={mdiPartyPopper} />}
      severity="success"
      title={<strong>Welcome to {APP_NAME}!</strong>}
      action={
        <IconButton label="Close" size="small" color="inherit" onClick={onClose}>
          <Icon path={mdiClose} size="small" />
        </IconButton>
      }
      className={clsx(css.banner, !inline && css.floating)}
    >
      Pick a category to start learning, or take the quick tour to see around.
    </Alert>
  );
  if (inline) return alert;

  // over the page, under the top bar (it comes once the page is on screen and must not move it)
  return (
    <div className={css.over} style={{ left: MAIN_SIDEBAR_WIDTH + 24 }}>
      {alert}
    </div>
  );
}
