import clsx from 'clsx';
import { Spinner } from '../ui';
import css from './page-loader.module.css';

/** A centred spinner for a screen whose data is on its way. */
export function PageLoader({ label = 'Loading', fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  return (
    <div role="status" aria-live="polite" className={clsx(css.loader, fullScreen && css.fullScreen)}>
      <Spinner label={label} />
    </div>
  );
}
