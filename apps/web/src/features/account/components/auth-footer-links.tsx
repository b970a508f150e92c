import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** Under the login and sign-up cards: the way to the other one, and home. */
export function AuthFooterLinks({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  return (
    <Typography color="text.secondary">
      {prompt}{' '}
      <Link component={RouterLink} to={to} fontWeight={600}>
        {label}
      </Link>
      {' · '}
      <Link component={RouterLink} to="/" color="inherit">
        Back to home
      </Link>
    </Typography>
  );
}
