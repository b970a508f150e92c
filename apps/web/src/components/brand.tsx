import { Link } from 'react-router';
import { APP_NAME } from '../lib/app-name';
import css from './brand.module.css';

/** The logo mark and product name, linking home. */
export function Brand({ size = 32 }: { size?: number }) {
  return (
    <Link to="/" aria-label={`${APP_NAME} home`} className={css.brand}>
      <img src="/favicon.svg" alt="" width={size} height={size} className={css.mark} />
      <span className={css.name} style={{ fontSize: size * 0.62 }}>
        {APP_NAME}
      </span>
    </Link>
  );
}
