import { useMemo, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ContentGroup, ContentKind } from '@curio/core/catalogue';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { StatusMessage } from '../../../components/status-message';
import { useDeleteByTopic } from '../api/delete-by-topic';
import { useContentGroups } from '../api/get-content-groups';

const PAGES = {
  flashcards: { title: 'Delete flashcards by topic', empty: 'No flashcards available.', unit: 'flashcards' },
  questions: { title: 'Delete quiz questions by topic', empty: 'No quiz questions available.', unit: 'questions' },
} as const satisfies Record<ContentKind, { title: string; empty: string; unit: string }>;

/** /admin/topics and /admin/quiz-topics: groups by course with module, topic and count (docs/routes.md#screens-and-web-routes). */
export function AdminTopicsPage({ kind }: { kind: ContentKind }) {
  const page = PAGES[kind];
  const groups = useContentGroups(kind);
  const remove = useDeleteByTopic(kind);
  const [pending, setPending] = useState<ContentGroup | null>(null);

  const byCourse = useMemo(() => {
    const map = new Map<string, ContentGroup[]>();
    for (const group of groups.data ?? []) {
      const key = `${group.category} · ${group.course}`;
      map.set(key, [...(map.get(key) ?? []), group]);
    }
    return [...map.entries()];
  }, [groups.data]);

  if (groups.isPending) return <PageLoader label="Loading topics" />;
  if (groups.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <ErrorState message="We could not load the topics." onRetry={() => void groups.refetch()} />
      </Container>
    );
  }
  if (groups.data.length === 0) return <StatusMessage text={page.empty} />;

  const confirm = (group: ContentGroup) =>
    remove.mutate(
      { category: group.category, course: group.course, module: group.module, topic: group.topic },
      {
        // docs/product.md#errors: a failed topic deletion is only logged and the list stays as it was
        onError: (err) => console.error(`Failed to delete ${page.unit} of ${group.topic}`, err),
        onSettled: () => setPending(null),
      },
    );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {page.title}
      </Typography>
      {byCourse.map(([course, items]) => (
        <Accordion key={course} variant="outlined" disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{course}</Typography>
            <Chip size="small" label={`${items.reduce((sum, g) => sum + g.count, 0)} ${page.unit}`} sx={{ mr: 1 }} />
          </AccordionSummary>
          <AccordionDetails sx={{ p: 0 }}>
            <List dense disablePadding>
              {items.map((group) => (
                <ListItem
                  key={`${group.module}\u0000${group.topic}`}
                  divider
                  secondaryAction={
                    <Button color="error" size="small" startIcon={<DeleteOutlineIcon />} onClick={() => setPending(group)} aria-label={`Delete ${group.topic}`}>
                      Delete
                    </Button>
                  }
                  sx={{ pr: 14 }}
                >
                  <ListItemText primary={group.topic} secondary={`${group.course} · ${group.module} · ${group.count} ${page.unit}`} />
                </ListItem>
              ))}
            </List>
          </AccordionDetails>
        </Accordion>
      ))}
      <ConfirmDialog
        open={pending !== null}
        title="Confirm Deletion"
        message={pending ? `Delete all ${pending.count} ${page.unit} of ${pending.course} › ${pending.module} › ${pending.topic}?` : ''}
        confirmLabel="Confirm Delete"
        pending={remove.isPending}
        onConfirm={() => pending && confirm(pending)}
        onCancel={() => setPending(null)}
      />
    </Container>
  );
}

export const FlashcardTopicsAdminPage = () => <AdminTopicsPage kind="flashcards" />;
export const QuizTopicsAdminPage = () => <AdminTopicsPage kind="questions" />;
