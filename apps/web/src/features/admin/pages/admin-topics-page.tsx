import { useMemo, useState } from 'react';
import { mdiDeleteOutline } from '@mdi/js';
import type { ContentGroup, ContentKind } from '@curio/core/catalogue';
import { Button, Chip, Container, Disclosure, Icon, Text } from '../../../ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { StatusMessage } from '../../../components/status-message';
import { useDeleteByTopic } from '../api/delete-by-topic';
import { useContentGroups } from '../api/get-content-groups';
import css from './admin-topics-page.module.css';

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
      <Container maxWidth="md" className={css.error}>
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
    <Container maxWidth="md" className={css.page}>
      <Text variant="h4" as="h1" className={css.title}>
        {page.title}
      </Text>
      <div className={css.courses}>
        {byCourse.map(([course, items]) => (
          <Disclosure
            key={course}
            className={css.course}
            summary={
              <span className={css.summary}>
                <span className={css.courseName}>{course}</span>
                <Chip size="small" label={`${items.reduce((sum, g) => sum + g.count, 0)} ${page.unit}`} />
              </span>
            }
          >
            <ul className={css.topics}>
              {items.map((group) => (
                <li key={`${group.module}\u0000${group.topic}`} className={css.topic}>
                  <div className={css.topicText}>
                    <Text variant="body2">{group.topic}</Text>
                    <Text variant="body2" tone="secondary">{`${group.course} · ${group.module} · ${group.count} ${page.unit}`}</Text>
                  </div>
                  <Button
                    color="error"
                    size="small"
                    startIcon={<Icon path={mdiDeleteOutline} size="small" />}
                    onClick={() => setPending(group)}
                    aria-label={`Delete ${group.topic}`}
                  >
                    Delete
                  </Button>
                </li>
              ))}
            </ul>
          </Disclosure>
        ))}
      </div>
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
