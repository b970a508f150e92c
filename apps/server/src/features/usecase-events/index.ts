export { usecaseEventsRoutes } from './usecase-events.routes';
