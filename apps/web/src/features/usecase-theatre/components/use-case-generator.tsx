import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import HistoryEduOutlinedIcon from '@mui/icons-material/HistoryEduOutlined';
import { USECASE_KEYWORD_MAX } from '@curio/core/limits';
import { USECASE_GENERATION_MSG } from '@curio/core/usecase-text';
import { PageLoader } from '../../../components/page-loader';
import { useGenerateUseCases, type GeneratedUseCase, type Generation } from '../api/generate-use-cases';

interface Props {
  /** what follows each use case's text: its actions and note box */
  renderActions: (useCase: GeneratedUseCase) => ReactNode;
  /** what acts on all three at once, beside their heading */
  renderAllActions?: (generation: Generation) => ReactNode;
}

/** The keyword form and the three use cases generated for it (spec §2 Use Case Theatre). */
export function UseCaseGenerator({ renderActions, renderAllActions }: Props) {
  const [keyword, setKeyword] = useState('');
  const generate = useGenerateUseCases();
  const blank = keyword.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // spec §5: generation needs a non-empty keyword
    if (blank || generate.isPending) return;
    generate.mutate(keyword.trim());
  };

  return (
    <Stack spacing={3}>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'flex-start' }} onSubmit={submit} noValidate>
        <TextField
          label="Keyword"
          placeholder="e.g. solar panels, supply chain, photosynthesis"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          slotProps={{ htmlInput: { maxLength: USECASE_KEYWORD_MAX, enterKeyHint: 'go' } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<AutoAwesomeIcon />}
          disabled={blank}
          loading={generate.isPending}
          loadingPosition="start"
          sx={{ flexShrink: 0, height: 56 }}
        >
          Generate Use Cases
        </Button>
      </Stack>

      <Box>
        {generate.isPending ? (
          <PageLoader label="Generating use cases" />
        ) : generate.isError ? (
          <Alert severity="error">{generate.error.message || USECASE_GENERATION_MSG.generateFailed}</Alert>
        ) : generate.data ? (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
              <Typography variant="h5" component="h2" sx={{ mr: 1 }}>
                Use cases for “{generate.data.keyword}”
              </Typography>
              {generate.data.usedLastQuizContext && (
                <Chip icon={<HistoryEduOutlinedIcon />} label={USECASE_GENERATION_MSG.usingLastQuizContext} color="secondary" size="small" />
              )}
              {renderAllActions && <Box sx={{ ml: { sm: 'auto' } }}>{renderAllActions(generate.data)}</Box>}
            </Stack>
            {generate.data.useCases.map((useCase) => (
              // keyed by the request, so a new generation starts every card's buttons afresh
              <GeneratedUseCaseCard key={`${generate.submittedAt}-${useCase.number}`} useCase={useCase}>
                {renderActions(useCase)}
              </GeneratedUseCaseCard>
            ))}
          </Stack>
        ) : null}
      </Box>
    </Stack>
  );
}

function GeneratedUseCaseCard({ useCase, children }: { useCase: GeneratedUseCase; children: ReactNode }) {
  const label = `Use Case ${useCase.number}`;
  return (
    <Card component="article" aria-label={label}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700, lineHeight: 1.5 }}>
          {label}
        </Typography>
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
