export { usecaseNotesRoutes } from './usecase-notes.routes';
