import { PRIVATE_PRESETS_PER_USER, PRIVATE_TEMPLATES_PER_USER } from './limits';

/** Texts of the projects studio: the product's (docs/product.md#errors) first, then the server's own. */
export const PROJECT_MSG = {
  requestFailed: 'Request failed',
  previewFailed: 'Preview failed',
  generateFailed: 'Generate failed',
  presetsFailed: 'Failed to load presets',
  noSupportedFormats: 'This template has no supported formats.',
  noFormatsForTemplate: 'No supported formats for this template.',

  templateNotFound: 'Template not found.',
  presetNotFound: 'Preset not found.',
  useCaseNotFound: 'Use case not found.',
  studyGuideEmpty: 'There is nothing to put in a study guide for this course yet: no quiz mistakes and no bookmarked cards.',
  signInForScope: 'Please log in to see your own templates and presets.',
  signInToPolish: 'Please log in to polish a document with AI.',
  polishedBy: (provider: string) => `Polished by ${provider}.`,
  polishOffline: 'No AI provider is configured, so the text was left as it was written.',
  polishRateLimited: 'You have polished many documents in a short time. Please wait a few minutes and try again.',
  documentsRateLimited: 'You have made many documents in a short time. Please wait a minute and try again.',
  templateTooSlow: 'The template took too long to render, so it was stopped. If it has loops, make them shorter: a loop inside a loop multiplies the work.',
  documentTooSlow: 'The document took too long to make, so it was stopped. Please make it shorter.',
  pdfTooSlow: 'Laying out the PDF took too long, so it was stopped. Please make the document shorter, or download it as DOCX or Markdown.',
  docxTooSlow: 'Writing the Word document took too long, so it was stopped. Please make the document shorter, or download it as PDF or Markdown.',
  documentTooLarge: 'The document is too large to make. If its template repeats text in a loop, make the loop shorter.',
  documentsBusy: 'Many documents are being made right now. Please try again in a moment.',
  documentsQueued: 'Your earlier documents are still being made. Please wait for them, then try again.',
  templateLimit: `You can keep up to ${PRIVATE_TEMPLATES_PER_USER} templates of your own. Delete one to make room.`,
  presetLimit: `You can keep up to ${PRIVATE_PRESETS_PER_USER} presets of your own. Delete one to make room.`,
  notYourTemplate: 'Presets can only be saved for templates you can see.',
  unknownFormat: (format: string) => `This template has no format “${format}”.`,
  unsupportedTarget: (format: string, target: string) => `The “${format}” format cannot be exported as ${target}.`,
  templateUnreadable: (detail: string) => `The template cannot be read: ${detail}`,
  renderFailed: (detail: string) => `The document could not be rendered: ${detail}`,
  duplicateFieldKey: (key: string) => `The field “${key}” appears twice.`,
  duplicateFormatKey: (key: string) => `The format “${key}” appears twice.`,
  defaultTargetNotOffered: 'The default export target must be one of the export targets.',
  invalidFieldKey: 'A field key is letters, digits and underscores, in parts joined by dots (company.name).',
  nothingToChange: 'Send at least one thing to change.',
} as const;

/** Error codes of the projects API, beside the common ones of errors.ts. */
export const PROJECT_ERROR_CODE = {
  /** required form fields left blank; the body's fields names each */
  requiredFields: 'required_fields',
  unknownFormat: 'unknown_format',
  unsupportedTarget: 'unsupported_target',
  templateError: 'template_error',
  /** a document stopped by its time limit (422) */
  documentTooSlow: 'document_too_slow',
  /** a document longer, or needing more memory, than any may (422) */
  documentTooLarge: 'document_too_large',
} as const;
