export { resultsRoutes } from './results.routes';
export { type GradedResult, quizRating, resultSaver, retakeQuestions } from './results.service';
