import { PROJECT_MSG } from '@curio/core/projects-messages';
import { changeField, type CardsSnapshot, type ProjectCard, renameCard, selectFormat, setExportTarget } from '@curio/core/project-cards';
import { type FormValue, valueAt } from '@curio/core/projects';
import type { ExportTarget } from '@curio/core/projects-api';
import { Alert, SelectField, Text, TextField } from '../../../ui';
import { missingFieldsText } from '../studio-texts';
import { EXPORT_LABELS } from './export-menu';
import css from './project-form.module.css';

/** A stored value as the text box shows it: a list one entry a line. */
function asText(value: FormValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((entry) => asText(entry)).join('\n');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

interface Props {
  card: ProjectCard;
  update: (change: (snapshot: CardsSnapshot) => CardsSnapshot) => void;
  /** the field boxes only (the phone's steps show the format elsewhere) */
  fieldsOnly?: boolean;
}

/** The form element's id, for the buttons that check it (ProceedButtons). */
export const projectFormId = (cardId: string) => `project-form-${cardId}`;

/** The card's title, format, export target and the format's fields (docs/product.md#what-is-stored "Form field"). */
export function ProjectForm({ card, update, fieldsOnly = false }: Props) {
  const format = card.selected_format ? card.formats_config[card.selected_format] : undefined;
  const missing = card.form_fields.filter((field) => card.fieldErrors[field.key]).map((field) => field.label || field.key);
  return (
    <form className={css.form} noValidate onSubmit={(e) => e.preventDefault()} aria-label="Project form" id={projectFormId(card.id)}>
      {missing.length > 0 && (
        // said as it appears; the first of them also gets the focus
        <Alert severity="error" role="alert">
          {missingFieldsText(missing)}
        </Alert>
      )}
      {!fieldsOnly && (
        <>
          <TextField
            label="Card title"
            size="small"
            defaultValue={card.title}
            key={`title-${card.id}-${card.title}`}
            onBlur={(e) => update((s) => renameCard(s, card.id, e.target.value))}
            maxLength={120}
          />
          {card.supported_formats.length > 0 ? (
            <FormatChoice card={card} update={update} />
          ) : (
            // the spawn error says the same until an edit clears it; the form must not look usable
            card.template_key &&
            !card.error && <Text tone="secondary">{PROJECT_MSG.noFormatsForTemplate}</Text>
          )}
        </>
      )}
      {card.error && (
        <Alert severity="error" role="alert">
          {card.error}
        </Alert>
      )}
      {format?.description && !fieldsOnly && (
        <Text variant="body2" tone="secondary">
          {format.description}
        </Text>
      )}
      {card.form_fields.map((field) => {
        const error = card.fieldErrors[field.key];
        return (
          <TextField
            key={`${card.id}-${field.key}`}
            label={field.label}
            required={field.required}
            value={asText(valueAt(card.form_values, field.key))}
            onChange={(e) => update((s) => changeField(s, card.id, field.key, e.target.value))}
            multiline={field.type === 'textarea'}
            minRows={field.type === 'textarea' ? field.rows : undefined}
            placeholder={field.placeholder}
            error={Boolean(error)}
            helperText={error ?? field.help}
            maxLength={20_000}
          />
        );
      })}
    </form>
  );
}

/** The card's format and the file it exports as. */
function FormatChoice({ card, update }: Omit<Props, 'fieldsOnly'>) {
  const format = card.selected_format ? card.formats_config[card.selected_format] : undefined;
  return (
    <div className={css.formats}>
      <SelectField
        size="small"
        label="Format"
        value={card.selected_format ?? ''}
        onChange={(e) => update((s) => selectFormat(s, card.id, e.target.value))}
      >
        {card.supported_formats.map((key) => (
          <option key={key} value={key}>
            {card.formats_config[key]?.label ?? key}
          </option>
        ))}
      </SelectField>
      <SelectField
        size="small"
        label="Export as"
        value={card.export_target}
        onChange={(e) => update((s) => setExportTarget(s, card.id, e.target.value as ExportTarget))}
      >
        {(format?.export_targets ?? [card.export_target]).map((target) => (
          <option key={target} value={target}>
            {EXPORT_LABELS[target]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
