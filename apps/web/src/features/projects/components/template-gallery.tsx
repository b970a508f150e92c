import { useDeferredValue, useMemo, useState } from 'react';
import toast from 'react-hot-toast/headless';
import clsx from 'clsx';
import { mdiDeleteOutline } from '@mdi/js';
import type { Template } from '@curio/core/projects-api';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { SearchField } from '../../../components/search-field';
import { errorMessage } from '../../../lib/api-client';
import { Button, Card, Chip, Icon, Skeleton, Stack, Text } from '../../../ui';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import { STUDIO_TEXT } from '../studio-texts';
import css from './template-gallery.module.css';

const ALL = '';

interface Props {
  onChoose: (template: Template) => void;
  signedIn: boolean;
  compact?: boolean;
}

/** The templates to start a card from, searchable and filtered by category; the learner's own can be deleted. */
export function TemplateGallery({ onChoose, signedIn, compact = false }: Props) {
  const [q, setQ] = useState('');
  const [category, setCategory] = useState(ALL);
  const [deleting, setDeleting] = useState<Template | null>(null);
  const remove = useDeleteTemplate();
  const search = useDeferredValue(q);
  const all = useTemplates({ q: '', category: ALL }, signedIn);
  const filtered = useTemplates({ q: search, category }, signedIn);
  const categories = useMemo(
    () => [...new Set((all.data?.items ?? []).map((t) => t.category).filter((c): c is string => Boolean(c)))].sort(),
    [all.data],
  );

  return (
    <section aria-label="Templates">
      <div className={css.search}>
        <SearchField label="Search templates" value={q} onChange={setQ} placeholder="pitch, canvas, proposal…" />
      </div>
      {categories.length > 0 && (
        <Stack direction="row" gap={1} wrap role="group" aria-label="Category" className={css.categories}>
          {[ALL, ...categories].map((value) => (
            <Chip
              key={value || 'all'}
              label={value ? value.replace(/^./, (c) => c.toUpperCase()) : 'All'}
              color={category === value ? 'primary' : 'default'}
              variant={category === value ? 'filled' : 'outlined'}
              aria-pressed={category === value}
              onClick={() => setCategory(value)}
            />
          ))}
        </Stack>
      )}
      {filtered.isError ? (
        <ErrorState message={errorMessage(filtered.error, PROJECT_MSG.requestFailed)} onRetry={() => void filtered.refetch()} />
      ) : filtered.isPending ? (
        <div className={css.grid}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={compact ? 72 : 150} />
          ))}
        </div>
      ) : filtered.data.items.length === 0 ? (
        <Text tone="secondary">No templates match your search.</Text>
      ) : (
        <ul className={clsx(css.grid, compact && css.compact)}>
          {filtered.data.items.map((template) => (
            <Card as="li" key={template.id} aria-label={template.label} className={css.card}>
              <div className={css.content}>
                <Stack direction="row" gap={1} align="center" wrap className={css.head}>
                  <Text variant="subtitle1" as="h3" bold className={css.name}>
                    {template.label}
                  </Text>
                  {template.is_mine && <Chip size="small" label="Mine" />}
                </Stack>
                {!compact && template.description && (
                  <Text variant="body2" tone="secondary" className={css.description}>
                    {template.description}
                  </Text>
                )}
                <Text variant="caption" tone="secondary">
                  {template.category ? `${template.category} · ` : ''}
                  {template.format_count} {template.format_count === 1 ? 'format' : 'formats'}
                </Text>
              </div>
              <Stack direction="row" align="center" gap={1} className={css.actions}>
                <Button size="small" variant="contained" onClick={() => onChoose(template)} aria-label={`Use ${template.label}`}>
                  Use template
                </Button>
                {template.is_mine && (
                  <Button
                    size="small"
                    color="error"
                    startIcon={<Icon path={mdiDeleteOutline} size="small" />}
                    onClick={() => setDeleting(template)}
                    aria-label={`Delete ${template.label}`}
                    className={css.delete}
                  >
                    Delete
                  </Button>
                )}
              </Stack>
            </Card>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={STUDIO_TEXT.confirmDeleteTemplate}
        message={deleting ? STUDIO_TEXT.confirmDeleteTemplateDetail(deleting.label) : ''}
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.key, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(STUDIO_TEXT.templateDeleted);
            },
            onError: (err) => toast.error(errorMessage(err, PROJECT_MSG.requestFailed)),
          })
        }
      />
    </section>
  );
}
