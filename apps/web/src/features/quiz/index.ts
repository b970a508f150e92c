// What other features may use of the quiz: the review grades its questions the way a quiz does.
export { answerQuestion } from './api/answer-question';
export { askDownloaded, localVerdict } from './quiz-session';
