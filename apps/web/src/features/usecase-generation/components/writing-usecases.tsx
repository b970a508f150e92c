import { mdiStopCircleOutline } from '@mdi/js';
import type { DraftUseCase } from '@curio/core/usecase-generation';
import { modelWritingText, USECASE_GENERATION_MSG } from '@curio/core/usecase-text';
import { Button, Card, Icon, ProgressBar, Stack, Text } from '../../../ui';
import css from './generated-usecase.module.css';

interface Props {
  keyword: string;
  /** null until a model's first words arrive */
  model: string | null;
  drafts: DraftUseCase[];
  onStop: () => void;
}

/** The answer while it is written: the model's drafts as they grow, and a Stop button. */
export function WritingUseCases({ keyword, model, drafts, onStop }: Props) {
  const status = model ? modelWritingText(model) : 'Generating use cases…';
  return (
    <Stack gap={2} aria-busy>
      <Stack direction="row" gap={1.5} align="center" justify="space-between" wrap>
        <Text variant="h5" as="h2" className={css.heading}>
          Use cases for “{keyword}”
        </Text>
        <Button variant="outlined" color="inherit" startIcon={<Icon path={mdiStopCircleOutline} size="small" />} onClick={onStop}>
          {USECASE_GENERATION_MSG.stop}
        </Button>
      </Stack>
      <div>
        {/* said once, not at every word: the drafts below are not read out as they grow */}
        <Text role="status" variant="body2" tone="secondary" className={css.status}>
          {status}
        </Text>
        <ProgressBar label={status} />
      </div>
      {drafts.map((draft, i) => (
        <Card key={i} as="article" aria-label={`Use Case ${i + 1}, being written`} className={css.card}>
          <Text variant="overline" tone="secondary" bold className={css.number}>
            Use Case {i + 1}
          </Text>
          {draft.title && (
            <Text variant="h6" as="h3" className={css.title}>
              {draft.title}
            </Text>
          )}
          <Text className={css.body}>{draft.body}</Text>
        </Card>
      ))}
    </Stack>
  );
}
