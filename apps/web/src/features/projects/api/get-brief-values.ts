import type { z } from 'zod';
import type { fromUseCaseResponse } from '@curio/core/projects-api';
import { type BriefSource, isStudyGuide } from '../../../lib/brief-links';
import { projectsGet } from '../http';

/** Form values for a document another screen started: a use case's brief, or a course's study guide (signed-in learners). */
export const getBriefValues = (source: BriefSource) =>
  projectsGet<z.infer<typeof fromUseCaseResponse>>(`/api/projects/${isStudyGuide(source) ? 'study-guide' : 'from-usecase'}?${new URLSearchParams(source)}`, {
    signedIn: true,
  });
