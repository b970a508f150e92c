import type { Template } from '@curio/core/projects-api';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import { errorMessage } from '../../../lib/api-client';
import { SelectField } from '../../../ui';
import { ALL_TEMPLATES, useTemplates } from '../api/get-templates';

/** A plain list of the templates, for the minimal studio. */
export function TemplateSelect({ value, onChoose, signedIn }: { value: string | null; onChoose: (template: Template) => void; signedIn: boolean }) {
  const templates = useTemplates(ALL_TEMPLATES, signedIn);
  const items = templates.data?.items ?? [];
  const chosen = items.some((t) => t.key === value) ? value : '';
  return (
    <SelectField
      size="small"
      label="Template"
      value={chosen ?? ''}
      disabled={!templates.data}
      error={templates.isError}
      helperText={templates.isError ? errorMessage(templates.error, PROJECT_MSG.requestFailed) : undefined}
      onChange={(e) => {
        const template = items.find((t) => t.key === e.target.value);
        if (template) onChoose(template);
      }}
    >
      {/* a blank card has none yet: the select shows nothing rather than the first template */}
      {!chosen && <option value="" disabled />}
      {items.map((template) => (
        <option key={template.id} value={template.key}>
          {template.label}
        </option>
      ))}
    </SelectField>
  );
}
