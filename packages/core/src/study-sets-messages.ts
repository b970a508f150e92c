/*
 * Texts of a study set's files, imported and exported, kept apart from the schemas (decision 043).
 * The older texts of sets are SETS_MSG (study-sets.ts) and the importers' IMPORT_MSG (packages/formats).
 */

export const SET_FILES_MSG = {
  /** an entry of the zip unpacks to more than the zip's directory says: damaged, or made to overload the reader */
  apkgSizeLies: 'This deck is damaged: a file inside it unpacks to more than the deck says it holds. Export it from Anki again.',
} as const;
