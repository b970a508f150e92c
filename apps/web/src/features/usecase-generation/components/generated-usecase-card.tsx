import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { provenanceLabel } from '@curio/core/usecase-provenance';
import { ProvenanceChip } from '../../../components/provenance-chip';
import { APP_NAME } from '../../../lib/app-name';
import type { GeneratedUseCase } from '../api/generate-usecases';

/** One generated use case: its number, where it came from, its title and text, then the caller's actions. */
export function GeneratedUseCaseCard({ useCase, children }: { useCase: GeneratedUseCase; children: ReactNode }) {
  const label = `Use Case ${useCase.number}`;
  return (
    <Card component="article" aria-label={label}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between" useFlexGap flexWrap="wrap" sx={{ mb: 0.5 }}>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700, lineHeight: 1.5 }}>
            {label}
          </Typography>
          {useCase.provenance && <ProvenanceChip provenance={useCase.provenance} label={provenanceLabel(useCase.provenance, APP_NAME)} />}
        </Stack>
        {useCase.title && (
          <Typography variant="h6" component="h3" sx={{ mb: 1, wordBreak: 'break-word' }}>
            {useCase.title}
          </Typography>
        )}
        <Typography sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word', mb: 2 }}>{useCase.body}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}
