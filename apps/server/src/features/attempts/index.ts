export { attemptsRoutes } from './attempts.routes';
export { startAttempt } from './attempts.service';
