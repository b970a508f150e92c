import { type FormValues, normalizeFields, type FieldSpec, toNested, validateFormValues, withDefaults } from '@curio/core/projects';
import type { ExportTarget } from '@curio/core/projects-api';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import type { UseCaseProvider } from '../../ai/provider';
import { renderBody } from './liquid-engine';
import { firstHeading, htmlPage } from './markdown-document';
import type { RenderableFormat, RenderableTemplate } from './templates.service';
import { slugify } from './templates.service';

/*
 * A document from a template: the format's Liquid body writes markdown from the form values,
 * the AI provider may polish it, and markdown becomes the target the learner asked for.
 */

export const FILE_TYPES: Record<ExportTarget, { contentType: string; extension: string }> = {
  markdown: { contentType: 'text/markdown; charset=utf-8', extension: 'md' },
  html: { contentType: 'text/html; charset=utf-8', extension: 'html' },
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
};

export type FormatChoice =
  | { ok: true; format: RenderableFormat; target: ExportTarget }
  | { ok: false; reason: 'no_formats' | 'unknown_format' | 'unsupported_target'; format?: RenderableFormat };

/** The format asked for (the first one when none is named) and the target: asked for, or the format's default. */
export function chooseFormat(formats: RenderableFormat[], formatKey: string | undefined, target: ExportTarget | undefined): FormatChoice {
  if (formats.length === 0) return { ok: false, reason: 'no_formats' };
  const format = formatKey === undefined ? formats[0]! : formats.find((f) => f.key === formatKey);
  if (!format) return { ok: false, reason: 'unknown_format' };
  const chosen = (target ?? format.default_export_target) as ExportTarget;
  if (!format.export_targets.includes(chosen)) return { ok: false, reason: 'unsupported_target', format };
  return { ok: true, format, target: chosen };
}

export const fieldsOf = (format: RenderableFormat) => normalizeFields((format.input_schema as { fields?: (string | FieldSpec)[] }).fields ?? []);

/** The message of each required field left blank (spec §5), by key; empty when the values will do. */
export const missingFields = (format: RenderableFormat, values: FormValues) => validateFormValues(fieldsOf(format), values);

/** The format's markdown for these values, defaults filled in. */
export function renderMarkdown(format: RenderableFormat, values: FormValues): Promise<string> {
  return renderBody(format.body, toNested(withDefaults(fieldsOf(format), values)));
}

export interface Polished {
  markdown: string;
  polished: boolean;
  notice: string;
}

/** The provider's clearer wording; the offline provider leaves the text as it is and the notice says so. */
export async function polishMarkdown(provider: UseCaseProvider, markdown: string): Promise<Polished> {
  const result = await provider.polish(markdown);
  const text = result.text.trim() ? `${result.text.trim()}\n` : markdown;
  return { markdown: text, polished: result.polished, notice: result.polished ? PROJECT_MSG.polishedBy(provider.name) : PROJECT_MSG.polishOffline };
}

/** The document's title: its first heading, else the template's label and the format's. */
export const documentTitle = (markdown: string, template: Pick<RenderableTemplate, 'label'>, format?: Pick<RenderableFormat, 'label'>) =>
  firstHeading(markdown) ?? (format ? `${template.label} – ${format.label}` : template.label);

/** The document as text, for preview and generate: an HTML page for html, else the markdown the files are made from. */
export const documentText = (markdown: string, target: ExportTarget, title: string, appName: string) =>
  target === 'html' ? htmlPage(markdown, title, appName) : markdown;

export interface DocumentFile {
  body: Buffer;
  contentType: string;
  /** ascii, safe in a header */
  filename: string;
}

/** The document as a downloadable file of the target. */
export async function documentFile(markdown: string, target: ExportTarget, title: string, appName: string): Promise<DocumentFile> {
  const meta = { title, author: appName };
  // the PDF and DOCX writers (~40 MB resident) load on the first such export, not at start
  const body =
    target === 'pdf'
      ? await (await import('./pdf-export')).markdownToPdf(markdown, meta)
      : target === 'docx'
        ? await (await import('./docx-export')).markdownToDocx(markdown, meta)
        : Buffer.from(documentText(markdown, target, title, appName), 'utf8');
  const { contentType, extension } = FILE_TYPES[target];
  return { body, contentType, filename: `${slugify(title, 'document')}.${extension}` };
}

/** Content-Disposition for a download: the ascii name, and the same as RFC 5987 for strict clients. */
export const attachment = (filename: string) => `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
