export { projectsRoutes } from './projects.routes';
export { attachment } from './documents.service';
export { loadSystemTemplates } from './system-templates';
