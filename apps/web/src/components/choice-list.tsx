import { Alert, Skeleton, Text } from '../ui';
import css from './choice-list.module.css';

interface ChoiceListProps {
  title: string;
  items: readonly string[];
  value: string | null;
  onChange: (item: string) => void;
  loading?: boolean;
  error?: string | null;
  empty: string;
}

/** A titled group of single-choice chips: the selector's modules and topics. */
export function ChoiceList({ title, items, value, onChange, loading = false, error = null, empty }: ChoiceListProps) {
  const headingId = `choice-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <Text id={headingId} variant="h6" as="h2" className={css.title}>
        {title}
      </Text>
      {loading ? (
        <div className={css.skeletons}>
          <Skeleton variant="rounded" width={140} height={36} />
          <Skeleton variant="rounded" width={110} height={36} />
        </div>
      ) : error ? (
        <Alert severity="warning">{error}</Alert>
      ) : items.length === 0 ? (
        <Text tone="secondary">{empty}</Text>
      ) : (
        <div role="radiogroup" aria-labelledby={headingId} className={css.choices}>
          {items.map((item) => (
            <button key={item} type="button" role="radio" aria-checked={item === value} className={css.choice} onClick={() => onChange(item)}>
              {item}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
