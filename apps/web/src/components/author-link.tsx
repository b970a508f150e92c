import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

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
  children?: React.ReactNode;
}

/**
 * An author's picture (or initials) and name, leading to their person page when they have one.
 * One link for both, so a keyboard meets the author once; the picture is decoration beside the name.
 */
export function AuthorLink({ name, username, avatarUrl, size = 36, children }: Props) {
  const avatar = (
    <Avatar src={avatarUrl ?? undefined} alt="" aria-hidden sx={{ width: size, height: size, bgcolor: 'success.main', fontSize: size * 0.42 }}>
      {initialsOf(name)}
    </Avatar>
  );
  const label = (
    <Typography variant="body2" component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {name}
    </Typography>
  );
  return (
    <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ minWidth: 0 }}>
      {username ? (
        <Link
          component={RouterLink}
          to={personPath(username)}
          underline="hover"
          color="inherit"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, minWidth: 0, borderRadius: 1 }}
        >
          {avatar}
          {label}
        </Link>
      ) : (
        <Stack direction="row" spacing={1.25} alignItems="center" sx={{ minWidth: 0 }}>
          {avatar}
          {label}
        </Stack>
      )}
      {children}
    </Stack>
  );
}
