export { questionFeedbackRoutes } from './question-feedback.routes';
