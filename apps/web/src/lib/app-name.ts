import { APP_NAME_DEFAULT } from '@curio/core/limits';

/** The product name the spec writes as `<product name>`; a build can rename it with VITE_APP_NAME. */
export const APP_NAME: string = import.meta.env.VITE_APP_NAME || APP_NAME_DEFAULT;
