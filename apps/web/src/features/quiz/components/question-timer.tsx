import { useEffect, useState } from 'react';
import Chip from '@mui/material/Chip';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';

/** Seconds on the current question; keyed by question so it restarts with each one. */
export function QuestionTimer({ since, running }: { since: number; running: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  const seconds = Math.max(0, Math.floor((now - since) / 1000));
  return <Chip icon={<TimerOutlinedIcon />} label={`${seconds}s`} size="small" variant="outlined" aria-label={`${seconds} seconds on this question`} />;
}
