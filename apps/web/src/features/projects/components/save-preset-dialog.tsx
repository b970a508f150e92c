import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import type { ProjectCard } from '@curio/core/project-cards';
import { newPreset } from '@curio/core/projects-api';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { Stack, TextField } from '../../../ui';
import { useCreatePreset } from '../api/create-preset';
import { presetPayload, suggestedPresetLabel } from '../my-library';
import { STUDIO_TEXT } from '../studio-texts';

const presetForm = newPreset.pick({ label: true, tags: true, category: true });

interface Props {
  card: ProjectCard;
  onClose: () => void;
}

/** 'Save as preset': the card's filled-in values under a name, with optional tags and category. */
export function SavePresetDialog({ card, onClose }: Props) {
  const form = useZodForm(presetForm, { label: suggestedPresetLabel(card), tags: '', category: '' });
  const create = useCreatePreset();
  const [failure, setFailure] = useState<string>();

  const submit = () => {
    const input = form.validate();
    if (!input) return;
    setFailure(undefined);
    create.mutate(
      { ...input, category: input.category || null, template_key: card.template_key, payload: presetPayload(card) },
      {
        onSuccess: (saved) => {
          toast.success(STUDIO_TEXT.presetSaved(saved.label));
          onClose();
        },
        onError: (err) => setFailure(errorMessage(err, PROJECT_MSG.requestFailed)),
      },
    );
  };

  return (
    <FormDialog
      error={failure}
      open
      onClose={onClose}
      title={STUDIO_TEXT.savePreset}
      description={STUDIO_TEXT.savePresetHint}
      submitLabel="Save preset"
      pending={create.isPending}
      onSubmit={submit}
    >
      <Stack gap={2}>
        <TextField label="Preset name" required autoFocus {...form.field('label')} />
        <TextField label="Tags" placeholder="pitch, saas" {...form.field('tags')} helperText={form.errors.tags ?? 'Separate tags with commas'} />
        <TextField label="Category" placeholder="startup" {...form.field('category')} />
      </Stack>
    </FormDialog>
  );
}
