import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/**
 * CSS Modules' class names, made the same way by the build and by the welcome page's prerender
 * (prerender-plugin.ts), so the HTML drawn at build time carries the classes the stylesheet has:
 * the local name, for reading the page, and a short hash of the file it comes from.
 */
export const cssModules = {
  generateScopedName(local: string, file: string) {
    const hash = createHash('sha256').update(relative(import.meta.dirname, file.split('?')[0]!)).digest('base64url').slice(0, 5);
    return `${local}_${hash}`;
  },
};
