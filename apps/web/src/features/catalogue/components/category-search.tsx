import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, keyframes } from '@mui/material/styles';
import ChildCareOutlinedIcon from '@mui/icons-material/ChildCareOutlined';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { searchCategories, type Category } from '@curio/core/category-list';
import { isKidsLocked } from '@curio/core/kids-lock';
import { SearchField } from '../../../components/search-field';
import { categoryVisual } from './category-visuals';

interface Props {
  categories: readonly Category[];
  /** the list is on its way: placeholders hold its place so nothing jumps when it arrives */
  loading?: boolean;
  age: number | null;
  /** logged-out visitors see the categories but cannot search them (docs/routes.md#screens-and-web-routes) */
  disabled: boolean;
}

const PLACEHOLDER_CARDS = 5;
const pulse = keyframes`50% { opacity: 0.45; }`;
const gridSx = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(190px, 1fr))' } };
const barSx = { borderRadius: 1, bgcolor: 'action.hover' };

/** Grey cards the size of category cards, shown while the list loads. */
function PlaceholderCards() {
  return (
    <Box data-tour="categories" role="status" aria-label="Loading categories" sx={gridSx}>
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
        <Card
          key={index}
          aria-hidden
          sx={{ p: 2.25, animation: `${pulse} 1.5s ease-in-out infinite` }}
        >
          <Box sx={{ ...barSx, width: 48, height: 48, borderRadius: '14px', mb: 1.5 }} />
          <Box sx={{ ...barSx, width: '55%', height: 22, mb: 1 }} />
          <Box sx={{ ...barSx, width: '85%', height: 16 }} />
        </Card>
      ))}
    </Box>
  );
}

function CategoryCard({ category }: { category: Category }) {
  const { Icon, tagline } = categoryVisual(category.name);
  return (
    <Card sx={{ height: '100%', transition: 'transform 120ms ease, box-shadow 120ms ease', '&:hover': { transform: 'translateY(-2px)', boxShadow: '0 10px 24px rgba(31,35,64,0.08)' } }}>
      <CardActionArea component={RouterLink} to={`/category/${encodeURIComponent(category.name)}`} sx={{ height: '100%', p: 2.25 }}>
        <Box
          aria-hidden
          sx={{
            width: 48,
            height: 48,
            borderRadius: '14px',
            display: 'grid',
            placeItems: 'center',
            mb: 1.5,
            color: category.color,
            bgcolor: alpha(category.color, 0.12),
          }}
        >
          <Icon />
        </Box>
        <Typography variant="h6" component="h3">
          {category.label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {tagline}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

/** Welcome search: starts-with matching over the categories Kids Lock lets this user see. */
export function CategorySearch({ categories, loading = false, age, disabled }: Props) {
  const [query, setQuery] = useState('');
  const visible = searchCategories(categories, disabled ? '' : query, age);

  return (
    <Stack spacing={2}>
      <SearchField
        label="Search categories"
        placeholder={disabled ? undefined : 'Type the first letter, e.g. “b”'}
        value={disabled ? '' : query}
        onChange={setQuery}
        disabled={disabled}
        hint={disabled ? 'Log in to search categories.' : undefined}
        data-tour="search"
      />
      {isKidsLocked(age) && (
        <Alert severity="info" icon={<ChildCareOutlinedIcon />}>
          {ACCOUNT_MSG.kidsLockNotice}
        </Alert>
      )}
      {loading ? (
        <PlaceholderCards />
      ) : visible.length === 0 ? (
        <Typography color="text.secondary" role="status" sx={{ py: 3, textAlign: 'center' }}>
          {ACCOUNT_MSG.noMatchingCategories}
        </Typography>
      ) : (
        <Box data-tour="categories" sx={gridSx}>
          {visible.map((category) => (
            <CategoryCard key={category.name} category={category} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
