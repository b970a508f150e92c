import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { APP_NAME } from '../lib/app-name';

/** The logo mark and product name, linking home. */
export function Brand({ size = 32 }: { size?: number }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={`${APP_NAME} home`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none' }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: size, height: size, display: 'block' }} />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: size * 0.62, letterSpacing: '-0.02em' }}>
        {APP_NAME}
      </Typography>
    </Box>
  );
}
