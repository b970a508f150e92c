import { useId, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** shown under the field and announced with it */
  hint?: string;
  'data-tour'?: string;
}

/**
 * A labelled search box built on a native input: MUI's inputs are heavier than a search bar
 * needs, and this one sits on the first page every visitor downloads.
 */
export function SearchField({ label, value, onChange, placeholder, disabled = false, hint, ...rest }: SearchFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Box data-tour={rest['data-tour']}>
      <Typography component="label" htmlFor={id} variant="body2" fontWeight={600} color={disabled ? 'text.disabled' : 'text.secondary'} sx={{ display: 'block', mb: 0.75 }}>
        {label}
      </Typography>
      <Box sx={{ position: 'relative' }}>
        <SearchIcon
          aria-hidden
          sx={{ position: 'absolute', left: 14, top: '50%', transform: 'translateY(-50%)', color: disabled ? 'text.disabled' : 'text.secondary', pointerEvents: 'none' }}
        />
        <Box
          component="input"
          id={id}
          type="search"
          autoComplete="off"
          value={value}
          onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
          placeholder={placeholder}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          sx={(theme) => ({
            width: '100%',
            height: 52,
            pl: 6,
            pr: 2,
            font: 'inherit',
            fontSize: 16,
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: alpha(theme.palette.text.primary, 0.23),
            borderRadius: '14px',
            outline: 'none',
            transition: 'border-color 120ms ease, box-shadow 120ms ease',
            '&:hover:not(:disabled)': { borderColor: 'text.primary' },
            '&:focus-visible, &:focus': { borderColor: 'primary.main', boxShadow: `0 0 0 3px ${alpha(theme.palette.primary.main, 0.2)}` },
            '&:disabled': { bgcolor: 'action.hover', cursor: 'not-allowed', color: 'text.disabled' },
            '&::placeholder': { color: 'text.secondary', opacity: 0.8 },
          })}
        />
      </Box>
      {hint && (
        <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.75, ml: 0.5 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
