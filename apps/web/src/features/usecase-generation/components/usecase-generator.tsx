import { useState, type FormEvent, type ReactNode } from 'react';
import { mdiBookOpenPageVariantOutline, mdiCreation, mdiScriptTextOutline } from '@mdi/js';
import { USECASE_KEYWORD_MAX } from '@curio/core/limits';
import { USECASE_GENERATION_MSG } from '@curio/core/usecase-text';
import { Alert, Button, Chip, Icon, Stack, Text, TextField } from '../../../ui';
import type { GeneratedUseCase, Generation } from '../api/generate-usecases';
import { useUseCaseWriter } from '../hooks/use-usecase-writer';
import { GeneratedUseCaseCard } from './generated-usecase-card';
import { NotKnownAnswer } from './not-known-answer';
import { WritingUseCases } from './writing-usecases';
import css from './usecase-generator.module.css';

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
    <Stack gap={3}>
      <form onSubmit={submit} noValidate>
        <Stack rowFrom="sm" gap={1.5} className={css.form}>
          <TextField
            label="Keyword"
            placeholder="e.g. solar panels, supply chain, photosynthesis"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            maxLength={USECASE_KEYWORD_MAX}
            enterKeyHint="go"
          />
          <Button type="submit" variant="contained" size="large" startIcon={<Icon path={mdiCreation} size="small" />} disabled={blank} loading={writing} className={css.submit}>
            Generate Use Cases
          </Button>
        </Stack>
      </form>

      <div>
        {state.status === 'writing' ? (
          <WritingUseCases keyword={state.keyword} model={state.model} drafts={state.drafts} onStop={stop} />
        ) : state.status === 'stopped' ? (
          <Alert severity="info">{USECASE_GENERATION_MSG.stopped}</Alert>
        ) : state.status === 'failed' ? (
          <Alert severity="error">
            {state.message}
            {state.offline && (
              // under the message, not beside it: a phone has no room for both on one line
              <div className={css.offline}>
                <Button
                  variant="outlined"
                  color="inherit"
                  size="small"
                  startIcon={<Icon path={mdiBookOpenPageVariantOutline} size="small" />}
                  onClick={() => generate({ keyword: state.request.keyword, writer: 'offline' })}
                >
                  {USECASE_GENERATION_MSG.useOfflineWriter}
                </Button>
              </div>
            )}
          </Alert>
        ) : state.status === 'done' ? (
          <Stack gap={2}>
            <Stack direction="row" gap={1} align="center" wrap>
              <Text variant="h5" as="h2" className={css.heading}>
                Use cases for “{state.generation.keyword}”
              </Text>
              {state.generation.usedLastQuizContext && (
                <Chip icon={<Icon path={mdiScriptTextOutline} size="inherit" />} label={USECASE_GENERATION_MSG.usingLastQuizContext} color="secondary" size="small" />
              )}
              {renderAllActions && !state.generation.notKnown && <div className={css.allActions}>{renderAllActions(state.generation)}</div>}
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
      </div>
    </Stack>
  );
}
