import { useEffect, useState } from 'react';
import { mdiTimerOutline } from '@mdi/js';
import { Chip, Icon } from '../../../ui';

/**
 * Seconds on the current question; keyed by question so it restarts with each one. The tick is
 * this component's own state, so each second re-renders the chip alone, never the question.
 */
export function QuestionTimer({ since, running }: { since: number; running: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  const seconds = Math.max(0, Math.floor((now - since) / 1000));
  return <Chip icon={<Icon path={mdiTimerOutline} size="inherit" />} label={`${seconds}s`} size="small" variant="outlined" aria-label={`${seconds} seconds on this question`} />;
}
