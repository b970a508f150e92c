export { usecaseCommentsRoutes } from './usecase-comments.routes';
