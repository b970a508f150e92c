import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { applyPreset, type CardsSnapshot } from '@curio/core/project-cards';
import type { Preset } from '@curio/core/projects-api';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import { ErrorState } from '../../../components/error-state';

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
  if (!presets || presets.length === 0) return <Typography color="text.secondary">No presets for this template yet.</Typography>;

  const apply = (preset: Preset) => {
    if (!activeId) return;
    update((s) => applyPreset(s, activeId, preset.payload, overwrite ? 'overwrite' : 'merge'));
    toast.success(`Applied “${preset.label}”`);
  };

  return (
    <Box>
      <FormControlLabel control={<Switch checked={overwrite} onChange={(e) => setOverwrite(e.target.checked)} />} label="Replace my values" />
      <Box component="ul" aria-label="Presets" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {presets.map((preset) => (
          <Box component="li" key={preset.id} aria-label={preset.label} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
              <Typography fontWeight={600} sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {preset.label}
              </Typography>
              {preset.is_mine && <Chip size="small" label="Mine" color="primary" variant="outlined" />}
            </Box>
            {preset.tags.length > 0 && (
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', my: 0.5 }}>
                {preset.tags.slice(0, 4).map((tag) => (
                  <Chip key={tag} label={`#${tag}`} size="small" variant="outlined" />
                ))}
              </Box>
            )}
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
              <Button size="small" variant="outlined" disabled={!activeId} onClick={() => apply(preset)}>
                Apply to Active Card
              </Button>
              {renderActions?.(preset)}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
