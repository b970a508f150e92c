import { mdiLibraryOutline, mdiRobotOutline, mdiSchoolOutline } from '@mdi/js';
import type { UseCaseProvenance } from '@curio/core/usecase-provenance';
import { Chip, Icon } from '../ui';
import css from './provenance-chip.module.css';

const ICONS = { model: mdiRobotOutline, library: mdiLibraryOutline, course: mdiSchoolOutline } as const;

/** Where a use case came from, as a small labelled chip; the label is the caller's wording. */
export function ProvenanceChip({ provenance, label }: { provenance: UseCaseProvenance; label: string }) {
  return <Chip icon={<Icon path={ICONS[provenance.kind]} size="inherit" />} label={label} size="small" variant="outlined" className={css.chip} />;
}
