import { useDeferredValue, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { Template } from '@curio/core/projects-api';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { SearchField } from '../../../components/search-field';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import { STUDIO_TEXT } from '../studio-texts';

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
    <Box component="section" aria-label="Templates">
      <Box sx={{ mb: 1.5 }}>
        <SearchField label="Search templates" value={q} onChange={setQ} placeholder="pitch, canvas, proposal…" />
      </Box>
      {categories.length > 0 && (
        <Box role="group" aria-label="Category" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
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
        </Box>
      )}
      {filtered.isError ? (
        <ErrorState message={errorMessage(filtered.error, PROJECT_MSG.requestFailed)} onRetry={() => void filtered.refetch()} />
      ) : filtered.isPending ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={compact ? 72 : 150} />
          ))}
        </Box>
      ) : filtered.data.items.length === 0 ? (
        <Typography color="text.secondary">No templates match your search.</Typography>
      ) : (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: compact ? '1fr' : { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } }}
        >
          {filtered.data.items.map((template) => (
            <Card component="li" key={template.id} variant="outlined" aria-label={template.label} sx={{ display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flex: 1, pb: 1 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
                  <Typography variant="subtitle1" component="h3" fontWeight={700} sx={{ flex: 1 }}>
                    {template.label}
                  </Typography>
                  {template.is_mine && <Chip size="small" label="Mine" />}
                </Box>
                {!compact && template.description && (
                  <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                    {template.description}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary">
                  {template.category ? `${template.category} · ` : ''}
                  {template.format_count} {template.format_count === 1 ? 'format' : 'formats'}
                </Typography>
              </CardContent>
              <CardActions sx={{ pt: 0 }}>
                <Button size="small" variant="contained" onClick={() => onChoose(template)} aria-label={`Use ${template.label}`}>
                  Use template
                </Button>
                {template.is_mine && (
                  <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setDeleting(template)} aria-label={`Delete ${template.label}`} sx={{ ml: 'auto' }}>
                    Delete
                  </Button>
                )}
              </CardActions>
            </Card>
          ))}
        </Box>
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
    </Box>
  );
}
