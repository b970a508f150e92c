export { savedUsecasesRoutes } from './saved-usecases.routes';
