export { reviewRoutes } from './review.routes';
export { forgetLearner } from './summary-cache';
