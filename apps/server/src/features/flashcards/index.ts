export { flashcardsRoutes } from './flashcards.routes';
export { listFlashcards } from './flashcards.service';
