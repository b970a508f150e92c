import type { ProjectCard } from '@curio/core/project-cards';
import { type FormValue, isBlankValue, valueAt } from '@curio/core/projects';
import { PROJECT_LABEL_MAX } from '@curio/core/limits';
import type { NewTemplateData, NewTemplateFormat, TemplateFormat, TemplateWithFormats } from '@curio/core/projects-api';

/*
 * What a learner keeps of their own from a card: a preset of its values, or a template copied
 * from the card's template with the body of one format rewritten.
 */

/** The card's filled-in values for its selected format, the payload of a preset saved from it. */
export function presetPayload(card: Pick<ProjectCard, 'form_fields' | 'form_values'>): Record<string, FormValue> {
  const payload: Record<string, FormValue> = {};
  for (const field of card.form_fields) {
    const value = valueAt(card.form_values, field.key);
    if (!isBlankValue(value)) payload[field.key] = value!;
  }
  return payload;
}

/** A name to offer for the preset: the first field's short text (the startup's name, say), else the card's title. */
export function suggestedPresetLabel(card: Pick<ProjectCard, 'form_fields' | 'form_values' | 'title'>): string {
  const first = card.form_fields[0] && valueAt(card.form_values, card.form_fields[0].key);
  const text = typeof first === 'string' ? first.trim() : '';
  return text && !text.includes('\n') && text.length <= 60 ? text : card.title;
}

/** A format as the server answers it, written back as a new template's format. */
function formatInput(format: TemplateFormat, body: string): NewTemplateFormat {
  return {
    key: format.key,
    label: format.label,
    description: format.description,
    order_rank: format.order_rank,
    input_schema: { fields: format.input_schema.fields.map((field) => ({ ...field })) },
    default_export_target: format.default_export_target,
    body,
    export_targets: [...format.export_targets],
    is_enabled: format.is_enabled,
    render_engine: format.render_engine,
  };
}

export interface TemplateDraft {
  label: string;
  description?: string | null | undefined;
  category?: string | null | undefined;
  /** the format whose body the learner rewrote */
  formatKey: string;
  body: string;
}

/** The learner's template: every format of the one it is copied from, one of them with the new body. */
export function templateFrom(source: Pick<TemplateWithFormats, 'formats'>, draft: TemplateDraft): NewTemplateData {
  return {
    label: draft.label,
    description: draft.description || null,
    category: draft.category || null,
    formats: source.formats.map((format) => formatInput(format, format.key === draft.formatKey ? draft.body : format.body)),
  };
}

/** The name first offered for a copy: 'My …', within the label's limit. */
export const copyLabel = (label: string) => `My ${label}`.slice(0, PROJECT_LABEL_MAX);
