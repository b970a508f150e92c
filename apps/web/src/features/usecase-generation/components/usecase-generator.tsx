import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import HistoryEduOutlinedIcon from '@mui/icons-material/HistoryEduOutlined';
import LocalLibraryOutlinedIcon from '@mui/icons-material/LocalLibraryOutlined';
import { USECASE_KEYWORD_MAX } from '@curio/core/limits';
import { USECASE_GENERATION_MSG } from '@curio/core/usecase-text';
import type { GeneratedUseCase, Generation } from '../api/generate-usecases';
import { useUseCaseWriter } from '../hooks/use-usecase-writer';
import { GeneratedUseCaseCard } from './generated-usecase-card';
import { NotKnownAnswer } from './not-known-answer';
import { WritingUseCases } from './writing-usecases';

interface Props {
  /** what follows each use case's text: its actions and note box */
  renderActions: (useCase: GeneratedUseCase) => ReactNode;
  /** what acts on all three at once, beside their heading */
  renderAllActions?: (generation: Generation) => ReactNode;
}

/** The keyword form and the three use cases generated for it, written to the screen as they come (docs/routes.md#screens-and-web-routes Use Case Theatre). */
export function UseCaseGenerator({ renderActions, renderAllActions }: Props) {
  const [keyword, setKeyword] = useState('');
  const { state, generate, stop } = useUseCaseWriter();
  const blank = keyword.trim() === '';
  const writing = state.status === 'writing';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // docs/product.md#validation: generation needs a non-empty keyword
    if (blank || writing) return;
    generate({ keyword: keyword.trim() });
  };

  // a nearby topic of the "not known yet" answer is a keyword of its own
  const tryKeyword = (next: string) => {
    setKeyword(next);
    generate({ keyword: next });
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
          loading={writing}
          loadingPosition="start"
          sx={{ flexShrink: 0, height: 56 }}
        >
          Generate Use Cases
        </Button>
      </Stack>

      <Box>
        {state.status === 'writing' ? (
          <WritingUseCases keyword={state.keyword} model={state.model} drafts={state.drafts} onStop={stop} />
        ) : state.status === 'stopped' ? (
          <Alert severity="info">{USECASE_GENERATION_MSG.stopped}</Alert>
        ) : state.status === 'failed' ? (
          <Alert severity="error">
            {state.message}
            {state.offline && (
              // under the message, not beside it: a phone has no room for both on one line
              <Box sx={{ mt: 1 }}>
                <Button
                  variant="outlined"
                  color="inherit"
                  size="small"
                  startIcon={<LocalLibraryOutlinedIcon />}
                  onClick={() => generate({ keyword: state.request.keyword, writer: 'offline' })}
                >
                  {USECASE_GENERATION_MSG.useOfflineWriter}
                </Button>
              </Box>
            )}
          </Alert>
        ) : state.status === 'done' ? (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
              <Typography variant="h5" component="h2" sx={{ mr: 1, overflowWrap: 'anywhere' }}>
                Use cases for “{state.generation.keyword}”
              </Typography>
              {state.generation.usedLastQuizContext && (
                <Chip icon={<HistoryEduOutlinedIcon />} label={USECASE_GENERATION_MSG.usingLastQuizContext} color="secondary" size="small" />
              )}
              {renderAllActions && !state.generation.notKnown && <Box sx={{ ml: { sm: 'auto' } }}>{renderAllActions(state.generation)}</Box>}
            </Stack>
            {state.generation.notKnown ? (
              <NotKnownAnswer keyword={state.generation.keyword} answer={state.generation.notKnown} onTry={tryKeyword} />
            ) : (
              state.generation.useCases.map((useCase) => (
                // keyed by the answer, so a new generation starts every card's buttons afresh
                <GeneratedUseCaseCard key={`${state.at}-${useCase.number}`} useCase={useCase}>
                  {renderActions(useCase)}
                </GeneratedUseCaseCard>
              ))
            )}
          </Stack>
        ) : null}
      </Box>
    </Stack>
  );
}
