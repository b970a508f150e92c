import { useMemo, useState } from 'react';
import type { CatalogueTree } from '@curio/core/catalogue';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { SearchField } from '../../../components/search-field';
import { Chip, Container, Disclosure, Stack, Text } from '../../../ui';
import { useCatalogueTree } from '../api/get-catalogue-tree';
import css from './browse-courses-page.module.css';

export const BROWSE_MSG = {
  noTopics: 'No topics available.',
  noMatches: 'No topics match your search.',
} as const;

/** docs/product.md#validation: a case-insensitive substring match on topics; branches without a match are dropped. */
function filterTree(tree: CatalogueTree, query: string): CatalogueTree {
  const needle = query.trim().toLowerCase();
  if (!needle) return tree;
  return tree
    .map((category) => ({
      ...category,
      courses: category.courses
        .map((course) => ({
          ...course,
          modules: course.modules
            .map((module) => ({ ...module, topics: module.topics.filter((topic) => topic.toLowerCase().includes(needle)) }))
            .filter((module) => module.topics.length > 0),
        }))
        .filter((course) => course.modules.length > 0),
    }))
    .filter((category) => category.courses.length > 0);
}

/** /courses: every category → course → module → topics, with a topic search. */
export function BrowseCoursesPage() {
  const tree = useCatalogueTree();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterTree(tree.data ?? [], query), [tree.data, query]);
  const searching = query.trim() !== '';

  return (
    <Container maxWidth="md" className={css.page}>
      <Text variant="h4" as="h1" className={css.title}>
        Browse courses
      </Text>
      <div className={css.search}>
        <SearchField label="Search topics" value={query} onChange={setQuery} placeholder="e.g. budget" />
      </div>
      {tree.isPending ? (
        <PageLoader label="Loading courses" />
      ) : tree.isError ? (
        <ErrorState message="We could not load the courses." onRetry={() => void tree.refetch()} />
      ) : shown.length === 0 ? (
        <Text tone="secondary" role="status">
          {searching ? BROWSE_MSG.noMatches : BROWSE_MSG.noTopics}
        </Text>
      ) : (
        shown.map((category) => (
          // a search opens every branch that still has a match
          <Disclosure key={`${category.name}-${searching}`} defaultOpen={searching} summary={<span className={css.category}>{category.name}</span>} className={css.branch}>
            {category.courses.map((course) => (
              <Disclosure key={course.name} defaultOpen={searching} summary={<span className={css.course}>{course.name}</span>} className={css.branch}>
                <Stack gap={2}>
                  {course.modules.map((module) => (
                    <section key={module.name} aria-label={module.name}>
                      <Text variant="subtitle2" as="h3" tone="secondary" className={css.module}>
                        {module.name}
                      </Text>
                      {module.topics.length === 0 ? (
                        <Text variant="body2" tone="secondary">
                          {BROWSE_MSG.noTopics}
                        </Text>
                      ) : (
                        <Stack direction="row" wrap gap={1}>
                          {module.topics.map((topic) => (
                            <Chip key={topic} label={topic} variant="outlined" />
                          ))}
                        </Stack>
                      )}
                    </section>
                  ))}
                </Stack>
              </Disclosure>
            ))}
          </Disclosure>
        ))
      )}
    </Container>
  );
}
