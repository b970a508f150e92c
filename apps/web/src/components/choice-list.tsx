import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

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
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {loading ? (
        <Stack direction="row" spacing={1}>
          <Skeleton variant="rounded" width={140} height={36} />
          <Skeleton variant="rounded" width={110} height={36} />
        </Stack>
      ) : error ? (
        <Alert severity="warning">{error}</Alert>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Stack role="radiogroup" aria-labelledby={headingId} direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {items.map((item) => {
            const selected = item === value;
            return (
              <Chip
                key={item}
                label={item}
                role="radio"
                aria-checked={selected}
                clickable
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                onClick={() => onChange(item)}
                sx={{ height: 36, fontSize: 15, borderRadius: 2, maxWidth: '100%' }}
              />
            );
          })}
        </Stack>
      )}
    </section>
  );
}
