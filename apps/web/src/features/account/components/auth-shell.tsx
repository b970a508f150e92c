import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Brand } from '../../../components/brand';

/** The frame of the sign-in, sign-up and password screens: brand, card, footer links. */
export function AuthShell({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 4,
        background: 'radial-gradient(1200px 600px at 10% -10%, #e0e7ff 0%, transparent 60%), radial-gradient(900px 500px at 110% 110%, #fef3c7 0%, transparent 55%), #f6f7fb',
      }}
    >
      <Box sx={{ mb: 3 }}>
        <Brand size={40} />
      </Box>
      <Paper elevation={0} sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, border: 1, borderColor: 'divider', boxShadow: '0 12px 40px rgba(31,35,64,0.08)' }}>
        <Typography variant="h3" component="h1" gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
      {footer && <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box>}
    </Box>
  );
}
