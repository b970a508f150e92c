import type { ReactNode } from 'react';
import clsx from 'clsx';
import { provenanceLabel } from '@curio/core/usecase-provenance';
import { ProvenanceChip } from '../../../components/provenance-chip';
import { APP_NAME } from '../../../lib/app-name';
import { Card, Stack, Text } from '../../../ui';
import type { GeneratedUseCase } from '../api/generate-usecases';
import css from './generated-usecase.module.css';

/** One generated use case: its number, where it came from, its title and text, then the caller's actions. */
export function GeneratedUseCaseCard({ useCase, children }: { useCase: GeneratedUseCase; children: ReactNode }) {
  const label = `Use Case ${useCase.number}`;
  return (
    <Card as="article" aria-label={label} className={css.card}>
      <Stack direction="row" gap={1} align="center" justify="space-between" wrap className={css.head}>
        <Text variant="overline" tone="brand" bold className={css.number}>
          {label}
        </Text>
        {useCase.provenance && <ProvenanceChip provenance={useCase.provenance} label={provenanceLabel(useCase.provenance, APP_NAME)} />}
      </Stack>
      {useCase.title && (
        <Text variant="h6" as="h3" className={css.title}>
          {useCase.title}
        </Text>
      )}
      <Text className={clsx(css.body, css.bodyBeforeActions)}>{useCase.body}</Text>
      {children}
    </Card>
  );
}
