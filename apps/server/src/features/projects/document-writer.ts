import { EXPORT_MARKDOWN_MAX, type ExportTarget } from '@curio/core/projects-api';
import { reportStage } from '../../lib/worker-task';
import { renderBody } from './liquid-engine';
import { firstHeading, htmlPage } from '../../lib/markdown-document';
import { slugify } from './slugify';

/*
 * A document from a format's body or from markdown: the text the API answers, or the file a
 * learner downloads. Its cost grows with what the learner wrote, so this runs on the document
 * workers (documents.worker.ts), never on the event loop.
 */

const FILE_TYPES: Record<ExportTarget, { contentType: string; extension: string }> = {
  markdown: { contentType: 'text/markdown; charset=utf-8', extension: 'md' },
  html: { contentType: 'text/html; charset=utf-8', extension: 'html' },
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
};

/** A format's body and the values to write into it, or markdown written already (edited, or polished). */
export type DocumentSource = { body: string; values: Record<string, unknown> } | { markdown: string };

export interface DocumentJob {
  source: DocumentSource;
  target: ExportTarget;
  /** the title asked for; else the document's first heading, else fallbackTitle */
  title?: string;
  fallbackTitle: string;
  appName: string;
}

export interface DocumentFile {
  body: Buffer;
  contentType: string;
  /** ascii, safe in a header */
  filename: string;
}

/** A document longer than a learner may export: writing it would cost more than any document should. */
export class DocumentTooLargeError extends Error {
  constructor() {
    super(`the document is longer than ${EXPORT_MARKDOWN_MAX} characters`);
    this.name = 'DocumentTooLargeError';
  }
}

/** The document's markdown: at most as long as an edited document may be, whatever wrote it. */
export async function documentMarkdown(source: DocumentSource): Promise<string> {
  let markdown: string;
  if ('markdown' in source) markdown = source.markdown;
  else {
    reportStage('template');
    markdown = await renderBody(source.body, source.values);
  }
  if (markdown.length > EXPORT_MARKDOWN_MAX) throw new DocumentTooLargeError();
  // what follows reads the markdown: its title, its HTML
  reportStage('markdown');
  return markdown;
}

const titleOf = (markdown: string, job: DocumentJob) => job.title || (firstHeading(markdown) ?? job.fallbackTitle);

const textOf = (markdown: string, target: ExportTarget, title: string, appName: string) =>
  target === 'html' ? htmlPage(markdown, title, appName) : markdown;

/** The document as text, for preview and generate: an HTML page for html, else the markdown the files are made from. */
export async function documentText(job: DocumentJob): Promise<{ title: string; content: string }> {
  const markdown = await documentMarkdown(job.source);
  const title = titleOf(markdown, job);
  return { title, content: textOf(markdown, job.target, title, job.appName) };
}

/** The document as a downloadable file of the target. */
export async function documentFile(job: DocumentJob): Promise<DocumentFile> {
  const markdown = await documentMarkdown(job.source);
  const title = titleOf(markdown, job);
  const meta = { title, author: job.appName };
  if (job.target === 'pdf' || job.target === 'docx') reportStage(job.target);
  // the PDF and DOCX writers (~40 MB resident) load on a worker's first such export, not at its start
  const body =
    job.target === 'pdf'
      ? await (await import('../../lib/pdf-export')).markdownToPdf(markdown, meta)
      : job.target === 'docx'
        ? await (await import('./docx-export')).markdownToDocx(markdown, meta)
        : Buffer.from(textOf(markdown, job.target, title, job.appName), 'utf8');
  const { contentType, extension } = FILE_TYPES[job.target];
  return { body, contentType, filename: `${slugify(title, 'document')}.${extension}` };
}
