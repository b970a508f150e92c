import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Template } from '@curio/core/projects-api';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import { errorMessage } from '../../../lib/api-client';
import { useTemplates } from '../api/get-templates';

/** A plain list of the templates, for the minimal studio. */
export function TemplateSelect({ value, onChoose, signedIn }: { value: string | null; onChoose: (template: Template) => void; signedIn: boolean }) {
  const templates = useTemplates({ q: '', category: '' }, signedIn);
  const items = templates.data?.items ?? [];
  return (
    <TextField
      select
      size="small"
      label="Template"
      value={items.some((t) => t.key === value) ? value : ''}
      disabled={!templates.data}
      error={templates.isError}
      helperText={templates.isError ? errorMessage(templates.error, PROJECT_MSG.requestFailed) : undefined}
      onChange={(e) => {
        const chosen = items.find((t) => t.key === e.target.value);
        if (chosen) onChoose(chosen);
      }}
      sx={{ minWidth: 260 }}
    >
      {items.map((template) => (
        <MenuItem key={template.id} value={template.key}>
          {template.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
