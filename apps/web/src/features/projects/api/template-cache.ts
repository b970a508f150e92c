import type { QueryClient } from '@tanstack/react-query';
import { templatesKey } from './get-templates';

/** A learner's template changed: the gallery and everything read of that template load again. */
export const invalidateTemplate = (queryClient: QueryClient, key: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: templatesKey }),
    queryClient.invalidateQueries({ queryKey: ['projects', 'formats', key] }),
    queryClient.invalidateQueries({ queryKey: ['projects', 'template', key] }),
  ]);
