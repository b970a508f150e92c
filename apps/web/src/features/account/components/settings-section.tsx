import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A titled card of the settings page. */
export function SettingsSection({ title, description, icon, children }: { title: string; description: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card component="section">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 0.5, color: 'primary.main' }}>
          {icon}
          <Typography variant="h5" component="h2" color="text.primary">
            {title}
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {description}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
