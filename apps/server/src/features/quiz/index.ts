export { quizRoutes } from './quiz.routes';
export { loadQuiz, loadQuizFrom } from './quiz.service';
