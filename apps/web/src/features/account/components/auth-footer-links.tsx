import { Link } from 'react-router';
import clsx from 'clsx';
import { Text } from '../../../ui';
import css from './auth-links.module.css';

/** Under the login and sign-up cards: the way to the other one, and home. */
export function AuthFooterLinks({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  return (
    <Text tone="secondary">
      {prompt}{' '}
      <Link to={to} className={css.link}>
        {label}
      </Link>
      {' · '}
      <Link to="/" className={clsx(css.link, css.home)}>
        Back to home
      </Link>
    </Text>
  );
}
