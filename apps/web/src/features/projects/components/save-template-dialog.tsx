import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ProjectCard } from '@curio/core/project-cards';
import { newTemplate, newTemplateFormat, type TemplateWithFormats } from '@curio/core/projects-api';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import { ErrorState } from '../../../components/error-state';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { Dialog, ProgressBar, Stack, TextField } from '../../../ui';
import { useCreateTemplate } from '../api/create-template';
import { templateQueryOptions } from '../api/get-template';
import { useUpdateTemplate } from '../api/update-template';
import { copyLabel, templateFrom } from '../my-library';
import { STUDIO_TEXT } from '../studio-texts';
import css from './save-template-dialog.module.css';

const templateForm = z.object({
  label: newTemplate.shape.label,
  category: newTemplate.shape.category,
  description: newTemplate.shape.description,
  body: newTemplateFormat.shape.body,
});

interface Props {
  /** a card with a template and a selected format */
  card: ProjectCard;
  onClose: () => void;
  /** the template was saved: the card moves on to it, on the same format */
  onSaved: (template: TemplateWithFormats, formatKey: string) => void;
}

/**
 * 'Save as my template' copies the card's template with every format, the body of the selected
 * one as the learner rewrote it; on a template of their own it is 'Edit my template' instead.
 */
export function SaveTemplateDialog({ card, onClose, onSaved }: Props) {
  const template = useQuery(templateQueryOptions(card.template_key!, true));
  if (template.data) return <TemplateForm source={template.data} formatKey={card.selected_format!} onClose={onClose} onSaved={onSaved} />;
  return (
    <Dialog open onClose={onClose} title={STUDIO_TEXT.saveTemplate}>
      {template.isError ? (
        <ErrorState message={errorMessage(template.error, PROJECT_MSG.requestFailed)} onRetry={() => void template.refetch()} />
      ) : (
        <ProgressBar label="Loading the template" />
      )}
    </Dialog>
  );
}

function TemplateForm({ source, formatKey, onClose, onSaved }: Omit<Props, 'card'> & { source: TemplateWithFormats; formatKey: string }) {
  const mine = source.is_mine;
  const format = source.formats.find((f) => f.key === formatKey) ?? source.formats[0]!;
  const form = useZodForm(templateForm, {
    label: mine ? source.label : copyLabel(source.label),
    category: source.category ?? '',
    description: source.description ?? '',
    body: format.body,
  });
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const [failure, setFailure] = useState<string>();
  const fieldKeys = format.input_schema.fields.map((field) => `{{ ${field.key} }}`).join('  ');

  const submit = () => {
    const input = form.validate();
    if (!input) return;
    setFailure(undefined);
    const draft = templateFrom(source, { ...input, formatKey: format.key });
    const done = {
      onSuccess: (saved: TemplateWithFormats) => {
        toast.success(STUDIO_TEXT.templateSaved(saved.label));
        onSaved(saved, format.key);
        onClose();
      },
      onError: (err: unknown) => setFailure(errorMessage(err, PROJECT_MSG.requestFailed)),
    };
    if (mine) update.mutate({ key: source.key, patch: draft }, done);
    else create.mutate(draft, done);
  };

  return (
    <FormDialog
      error={failure}
      open
      onClose={onClose}
      title={mine ? STUDIO_TEXT.editTemplate : STUDIO_TEXT.saveTemplate}
      description={mine ? STUDIO_TEXT.editTemplateHint : STUDIO_TEXT.saveTemplateHint}
      submitLabel={mine ? 'Save changes' : 'Save template'}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
    >
      <Stack gap={2}>
        <TextField label="Template name" required autoFocus {...form.field('label')} />
        <Stack rowFrom="sm" gap={2}>
          <TextField label="Category" placeholder="startup" {...form.field('category')} />
          <TextField label="Description" {...form.field('description')} />
        </Stack>
        <TextField
          label={`Body of “${format.label}”`}
          required
          multiline
          minRows={8}
          maxRows={18}
          {...form.field('body')}
          helperText={form.errors.body ?? `Fields: ${fieldKeys}`}
          spellCheck={false}
          className={css.code}
        />
      </Stack>
    </FormDialog>
  );
}
