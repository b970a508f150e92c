/*
 * Texts of the projects studio that the spec leaves to us (its own are PROJECT_MSG in
 * @curio/core/projects-messages).
 */
export const STUDIO_TEXT = {
  signInToSave: 'Log in to save your own presets and templates.',
  signInForUseCases: 'Log in to start a brief from the use cases you saved or published.',
  savePreset: 'Save as preset',
  savePresetHint: 'Keeps the values you filled in, to apply to any card of this template later. Only you see it.',
  presetNothingToSave: 'Fill in the form first: a preset keeps the values you filled in.',
  presetSaved: (label: string) => `Preset “${label}” saved`,
  presetUpdated: (label: string) => `Preset “${label}” now has this card’s values`,
  presetDeleted: 'Preset deleted',
  confirmDeletePreset: 'Delete this preset?',
  saveTemplate: 'Save as my template',
  editTemplate: 'Edit my template',
  saveTemplateHint: 'A copy of this template with every format, in your gallery only. Rewrite the body of the format you are using: it is Markdown, and {{ key }} puts in a field’s value.',
  editTemplateHint: 'Rewrite the body of the format you are using: it is Markdown, and {{ key }} puts in a field’s value.',
  templateSaved: (label: string) => `Template “${label}” saved`,
  templateDeleted: 'Template deleted',
  confirmDeleteTemplate: 'Delete this template?',
  confirmDeleteTemplateDetail: (label: string) => `“${label}” and the presets you saved for it will be deleted. Cards made from it keep their text.`,
  startFromUseCase: 'Start from a use case',
  startFromUseCaseHint: 'Pick one of your use cases: it becomes a use-case brief you can shape into a plan.',
  savedUseCases: 'Saved use cases',
  publishedUseCases: 'My published use cases',
  noUseCases: 'You have no saved or published use cases yet. Save one in the Use Case Theatre or post one to Green AI.',
  startingBrief: 'Starting your brief…',
} as const;

/** Said when Preview or Generate finds required fields empty; each field's own message is under it. */
export const missingFieldsText = (labels: string[]) =>
  labels.length === 1 ? `One required field is empty: ${labels[0]}.` : `${labels.length} required fields are empty: ${labels.join(', ')}.`;
