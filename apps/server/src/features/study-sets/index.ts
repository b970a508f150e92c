export { studySetsRoutes } from './study-sets.routes';
export { setQuestionsOpen, setQuizQuestions } from './study-sets.service';
