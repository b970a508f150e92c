export { adminRoutes } from './admin.routes';
export { uploadContent } from './upload.service';
