/** `npm run bench [-- startup|http|session|learning|review|sets|setfiles|usecases|events|projects|stall|documents|lighthouse]`: prints figures and ratios; nothing here is pass/fail. */
import { documentsBench } from './documents';
import { httpBench } from './http';
import { learningBench } from './learning';
import { lighthouseBench } from './lighthouse';
import { projectsBench } from './projects';
import { reviewBench } from './review';
import { sessionBench } from './session';
import { setFilesBench } from './set-files';
import { setsBench } from './sets';
import { stallBench } from './stall';
import { startupBench } from './startup';
import { usecaseEventsBench } from './usecase-events';
import { usecasesBench } from './usecases';

const which = process.argv[2] ?? 'all';
if (which === 'all' || which === 'startup') await startupBench();
if (which === 'all' || which === 'http') await httpBench();
if (which === 'all' || which === 'session') await sessionBench();
if (which === 'all' || which === 'learning') await learningBench();
if (which === 'all' || which === 'review') await reviewBench();
if (which === 'all' || which === 'sets') await setsBench();
if (which === 'all' || which === 'setfiles') await setFilesBench();
if (which === 'all' || which === 'usecases') await usecasesBench();
if (which === 'all' || which === 'projects') await projectsBench();
if (which === 'all' || which === 'events') await usecaseEventsBench();
if (which === 'all' || which === 'stall') await stallBench();
if (which === 'all' || which === 'documents') await documentsBench();
if (which === 'all' || which === 'lighthouse') await lighthouseBench();
