import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** A screen with nothing to show: the spec's sentence and a way on. */
export function StatusMessage({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography color="text.secondary" role="status" sx={{ mb: 2 }}>
        {text}
      </Typography>
      {action}
    </Container>
  );
}
