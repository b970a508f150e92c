import { Avatar } from '../../../ui';
import css from './user-avatar.module.css';

function initialsOf(name: string, email: string) {
  const source = name.trim() || email;
  const parts = source.split(/[\s@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/** The user's picture, or their initials on the brand colour. */
export function UserAvatar({ name, email, src, size = 36 }: { name: string; email: string; src: string | null; size?: number }) {
  return (
    <Avatar name={name || email} src={src} size={size} className={css.avatar} style={{ fontSize: size * 0.4 }}>
      {initialsOf(name, email)}
    </Avatar>
  );
}
