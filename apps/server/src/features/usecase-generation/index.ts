export { useCaseGenerationRoutes } from './usecase-generation.routes';
export { generateUseCases } from './usecase-generation.service';
