import * as mdi from '@mdi/js';
import type { Plugin } from 'vite';

const PREFIX = 'mdi-icon:';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@mdi\/js['"];?/g;

/**
 * Each Material Design icon as a module of its own. `@mdi/js` is one module, and a module goes into
 * one chunk: every icon any page draws would ride in the app's shell. Rewritten as one import per
 * icon (`import { mdiClose as close } from '@mdi/js'` → `import close from 'mdi-icon:mdiClose'`), an
 * icon travels with the pages that draw it.
 */
export function iconModules(): Plugin {
  return {
    name: 'curio:icon-modules',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('@mdi/js')) return null;
      return code.replace(IMPORT, (statement, names: string) => {
        const imports = names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            const [icon, local = icon] = name.split(/\s+as\s+/);
            return `import ${local} from '${PREFIX}${icon}';`;
          });
        // as many lines as the statement had: the lines below keep their numbers
        return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
      });
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const icon = id.slice(PREFIX.length + 1);
      const path = (mdi as Record<string, string | undefined>)[icon];
      if (!path) this.error(`@mdi/js has no icon ${icon}`);
      return `export default ${JSON.stringify(path)};`;
    },
  };
}
