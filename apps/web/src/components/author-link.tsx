import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar, Text } from '../ui';
import css from './author-link.module.css';

/** A person page's address (/people/{username}). */
export const personPath = (username: string) => `/people/${encodeURIComponent(username)}`;

/** The first letters of a name's first two words: 'Ada Lovelace' → 'AL'. */
export function initialsOf(name: string) {
  const parts = name.split(/[\s._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

interface Props {
  name: string;
  username: string | null;
  avatarUrl: string | null;
  size?: number;
  /** shown after the name, on the same line (an origin badge, a time) */
  children?: ReactNode;
}

/**
 * An author's picture (or initials) and name, leading to their person page when they have one.
 * One link for both, so a keyboard meets the author once; the picture is decoration beside the name.
 */
export function AuthorLink({ name, username, avatarUrl, size = 36, children }: Props) {
  const avatar = (
    <Avatar name={name} src={avatarUrl} size={size} className={css.avatar} style={{ fontSize: size * 0.42 }}>
      {initialsOf(name)}
    </Avatar>
  );
  const label = (
    <Text variant="body2" as="span" className={css.name}>
      {name}
    </Text>
  );
  return (
    <div className={css.author}>
      {username ? (
        <Link to={personPath(username)} className={css.person}>
          {avatar}
          {label}
        </Link>
      ) : (
        <span className={css.person}>
          {avatar}
          {label}
        </span>
      )}
      {children}
    </div>
  );
}
