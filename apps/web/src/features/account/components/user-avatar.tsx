import Avatar from '@mui/material/Avatar';

function initialsOf(name: string, email: string) {
  const source = name.trim() || email;
  const parts = source.split(/[\s@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/** The user's picture, or their initials on the brand colour. */
export function UserAvatar({ name, email, src, size = 36 }: { name: string; email: string; src: string | null; size?: number }) {
  return (
    <Avatar
      src={src ?? undefined}
      alt={name || email}
      sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.4, fontWeight: 700 }}
    >
      {initialsOf(name, email)}
    </Avatar>
  );
}
