import { Chip } from '../../../ui';
import css from './tag-chip.module.css';

/** One of a use case's tags, as it is shown on the feed and before posting. */
export function TagChip({ tag }: { tag: string }) {
  return <Chip label={`#${tag}`} size="small" className={css.tag} />;
}
