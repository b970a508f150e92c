export { sharingRoutes } from './sharing.routes';
