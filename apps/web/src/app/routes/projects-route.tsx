import { useAuth } from '../../lib/use-auth';
import { ProjectsPage } from '../../features/projects/pages/projects-page';
import { ProjectsStudioPage } from '../../features/projects/pages/projects-studio-page';

/** /projects: open to guests; a session adds the learner's own templates. */
export function ProjectsRoute() {
  const { user } = useAuth();
  return <ProjectsPage signedIn={Boolean(user)} />;
}

/** /projects/studio: the minimal studio over the same cards. */
export function ProjectsStudioRoute() {
  const { user } = useAuth();
  return <ProjectsStudioPage signedIn={Boolean(user)} />;
}
