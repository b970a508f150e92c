import { useMemo, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { CatalogueTree } from '@curio/core/catalogue';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { SearchField } from '../../../components/search-field';
import { useCatalogueTree } from '../api/get-catalogue-tree';

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
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Browse courses
      </Typography>
      <Box sx={{ mb: 3 }}>
        <SearchField label="Search topics" value={query} onChange={setQuery} placeholder="e.g. budget" />
      </Box>
      {tree.isPending ? (
        <PageLoader label="Loading courses" />
      ) : tree.isError ? (
        <ErrorState message="We could not load the courses." onRetry={() => void tree.refetch()} />
      ) : shown.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {searching ? BROWSE_MSG.noMatches : BROWSE_MSG.noTopics}
        </Typography>
      ) : (
        shown.map((category) => (
          // a search opens every branch that still has a match
          <Accordion key={`${category.name}-${searching}`} defaultExpanded={searching} variant="outlined" disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography sx={{ fontWeight: 700, textTransform: 'capitalize' }}>{category.name}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              {category.courses.map((course) => (
                <Accordion key={course.name} defaultExpanded={searching} variant="outlined" disableGutters>
                  <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                    <Typography sx={{ fontWeight: 600 }}>{course.name}</Typography>
                  </AccordionSummary>
                  <AccordionDetails>
                    <Stack spacing={2}>
                      {course.modules.map((module) => (
                        <Box key={module.name} component="section" aria-label={module.name}>
                          <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
                            {module.name}
                          </Typography>
                          {module.topics.length === 0 ? (
                            <Typography variant="body2" color="text.secondary">
                              {BROWSE_MSG.noTopics}
                            </Typography>
                          ) : (
                            <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1}>
                              {module.topics.map((topic) => (
                                <Chip key={topic} label={topic} variant="outlined" />
                              ))}
                            </Stack>
                          )}
                        </Box>
                      ))}
                    </Stack>
                  </AccordionDetails>
                </Accordion>
              ))}
            </AccordionDetails>
          </Accordion>
        ))
      )}
    </Container>
  );
}
