import Chip from '@mui/material/Chip';
import ReplayRoundedIcon from '@mui/icons-material/ReplayRounded';
import { RETAKE_MSG } from '@curio/core/study-messages';

/** Marks a result that retook the mistakes of an earlier attempt. */
export function RetakeChip() {
  return <Chip icon={<ReplayRoundedIcon />} label={RETAKE_MSG.retakeChip} size="small" color="secondary" />;
}
