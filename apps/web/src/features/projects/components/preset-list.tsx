import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { applyPreset, type CardsSnapshot } from '@curio/core/project-cards';
import type { Preset } from '@curio/core/projects-api';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import { ErrorState } from '../../../components/error-state';
import { Button, Chip, Skeleton, Stack, Switch, Text } from '../../../ui';
import css from './preset-list.module.css';

interface Props {
  presets: readonly Preset[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  activeId: string | null;
  update: (change: (snapshot: CardsSnapshot) => CardsSnapshot) => void;
  /** more actions beside Apply, e.g. for the learner's own presets */
  renderActions?: (preset: Preset) => ReactNode;
}

/**
 * Presets, each with 'Apply to Active Card'. By default a preset only fills blank fields, so
 * nothing the learner wrote is lost; 'Replace my values' overwrites the form instead (docs/product.md#states-and-transitions).
 */
export function PresetList({ presets, loading, failed, onRetry, activeId, update, renderActions }: Props) {
  const [overwrite, setOverwrite] = useState(false);
  if (failed) return <ErrorState message={PROJECT_MSG.presetsFailed} onRetry={onRetry} />;
  if (loading) return <Skeleton variant="rounded" height={96} />;
  if (!presets || presets.length === 0) return <Text tone="secondary">No presets for this template yet.</Text>;

  const apply = (preset: Preset) => {
    if (!activeId) return;
    update((s) => applyPreset(s, activeId, preset.payload, overwrite ? 'overwrite' : 'merge'));
    toast.success(`Applied “${preset.label}”`);
  };

  return (
    <div>
      <Switch checked={overwrite} onChange={(e) => setOverwrite(e.target.checked)} label="Replace my values" />
      <ul aria-label="Presets" className={css.list}>
        {presets.map((preset) => (
          <li key={preset.id} aria-label={preset.label} className={css.preset}>
            <Stack direction="row" align="center" gap={1}>
              <Text className={css.label}>{preset.label}</Text>
              {preset.is_mine && <Chip size="small" label="Mine" color="primary" variant="outlined" />}
            </Stack>
            {preset.tags.length > 0 && (
              <Stack direction="row" gap={0.5} wrap className={css.tags}>
                {preset.tags.slice(0, 4).map((tag) => (
                  <Chip key={tag} label={`#${tag}`} size="small" variant="outlined" />
                ))}
              </Stack>
            )}
            <Stack direction="row" align="center" gap={0.5} className={css.actions}>
              <Button size="small" variant="outlined" disabled={!activeId} onClick={() => apply(preset)}>
                Apply to Active Card
              </Button>
              {renderActions?.(preset)}
            </Stack>
          </li>
        ))}
      </ul>
    </div>
  );
}
