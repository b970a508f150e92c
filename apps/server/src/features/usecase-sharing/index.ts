export { usecaseSharingRoutes } from './usecase-sharing.routes';
