import Chip from '@mui/material/Chip';
import LocalLibraryOutlinedIcon from '@mui/icons-material/LocalLibraryOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import type { UseCaseProvenance } from '@curio/core/usecase-provenance';

const ICONS = { model: SmartToyOutlinedIcon, library: LocalLibraryOutlinedIcon, course: SchoolOutlinedIcon } as const;

/** Where a use case came from, as a small labelled chip; the label is the caller's wording. */
export function ProvenanceChip({ provenance, label }: { provenance: UseCaseProvenance; label: string }) {
  const Icon = ICONS[provenance.kind];
  return (
    <Chip
      icon={<Icon />}
      label={label}
      size="small"
      variant="outlined"
      // long course names wrap rather than overflow a phone's width
      sx={{ maxWidth: '100%', height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}
