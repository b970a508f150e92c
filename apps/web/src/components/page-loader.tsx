import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A centred spinner for a screen whose data is on its way. */
export function PageLoader({ label = 'Loading', fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'grid', placeItems: 'center', minHeight: fullScreen ? '100vh' : 240, width: '100%' }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
