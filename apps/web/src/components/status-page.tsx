import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface StatusPageProps {
  icon: ReactNode;
  title: string;
  message?: ReactNode;
  actions?: ReactNode;
  /** standalone screens (no app frame) fill the viewport */
  fullScreen?: boolean;
}

/** One look for every "nothing to do here" screen: offline, restricted, coming soon, denied. */
export function StatusPage({ icon, title, message, actions, fullScreen = false }: StatusPageProps) {
  return (
    <Box
      component={fullScreen ? 'main' : 'div'}
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: fullScreen ? '100vh' : { xs: 'calc(100vh - 160px)', md: 'calc(100vh - 120px)' },
        px: 2,
        py: 4,
      }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, width: '100%', textAlign: 'center' }}>
        <Box
          aria-hidden
          sx={{
            mx: 'auto',
            mb: 2,
            width: 72,
            height: 72,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '& svg': { fontSize: 36 },
          }}
        >
          {icon}
        </Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {message && (
          <Typography color="text.secondary" component="div" sx={{ mb: actions ? 3 : 0 }}>
            {message}
          </Typography>
        )}
        {actions && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="center">
            {actions}
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
