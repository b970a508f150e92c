import { useState } from 'react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { mdiBabyFaceOutline } from '@mdi/js';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { searchCategories, type Category } from '@curio/core/category-list';
import { isKidsLocked } from '@curio/core/kids-lock';
import { SearchField } from '../../../components/search-field';
import { Alert, Card, Icon, Stack, Text } from '../../../ui';
import { categoryVisual } from './category-visuals';
import css from './category-search.module.css';

interface Props {
  categories: readonly Category[];
  /** the list is on its way: placeholders hold its place so nothing jumps when it arrives */
  loading?: boolean;
  age: number | null;
  /** logged-out visitors see the categories but cannot search them (docs/routes.md#screens-and-web-routes) */
  disabled: boolean;
}

const PLACEHOLDER_CARDS = 5;

/** Grey cards the size of category cards, shown while the list loads. */
function PlaceholderCards() {
  return (
    <div data-tour="categories" role="status" aria-label="Loading categories" className={css.grid}>
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
        <Card key={index} aria-hidden className={css.placeholder}>
          <div className={css.bar} />
          <div className={css.bar} />
          <div className={css.bar} />
        </Card>
      ))}
    </div>
  );
}

function CategoryCard({ category }: { category: Category }) {
  const { icon, tagline } = categoryVisual(category.name);
  return (
    <Link to={`/category/${encodeURIComponent(category.name)}`} className={css.card}>
      {/* the category's own colour, its tile a tint of it */}
      <span aria-hidden className={css.tile} style={{ '--tone': category.color } as CSSProperties}>
        <Icon path={icon} />
      </span>
      <Text variant="h6" as="h3">
        {category.label}
      </Text>
      <Text variant="body2" tone="secondary">
        {tagline}
      </Text>
    </Link>
  );
}

/** Welcome search: starts-with matching over the categories Kids Lock lets this user see. */
export function CategorySearch({ categories, loading = false, age, disabled }: Props) {
  const [query, setQuery] = useState('');
  const visible = searchCategories(categories, disabled ? '' : query, age);

  return (
    <Stack gap={2}>
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
        <Alert severity="info" icon={<Icon path={mdiBabyFaceOutline} />}>
          {ACCOUNT_MSG.kidsLockNotice}
        </Alert>
      )}
      {loading ? (
        <PlaceholderCards />
      ) : visible.length === 0 ? (
        <Text tone="secondary" role="status" align="center" className={css.none}>
          {ACCOUNT_MSG.noMatchingCategories}
        </Text>
      ) : (
        <div data-tour="categories" className={css.grid}>
          {visible.map((category) => (
            <CategoryCard key={category.name} category={category} />
          ))}
        </div>
      )}
    </Stack>
  );
}
