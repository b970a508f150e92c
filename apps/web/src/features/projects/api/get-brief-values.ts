import type { z } from 'zod';
import type { fromUseCaseResponse } from '@curio/core/projects-api';
import type { BriefSource } from '../../../lib/brief-links';
import { projectsGet } from '../http';

/** The use-case brief's form values from a saved or published use case (signed-in learners). */
export const getBriefValues = (source: BriefSource) =>
  projectsGet<z.infer<typeof fromUseCaseResponse>>(`/api/projects/from-usecase?${new URLSearchParams(source)}`, { signedIn: true });
