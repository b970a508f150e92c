import { mdiReplay } from '@mdi/js';
import { RETAKE_MSG } from '@curio/core/study-messages';
import { Chip, Icon } from '../../../ui';

/** Marks a result that retook the mistakes of an earlier attempt. */
export function RetakeChip() {
  return <Chip icon={<Icon path={mdiReplay} size="inherit" />} label={RETAKE_MSG.retakeChip} size="small" color="secondary" />;
}
