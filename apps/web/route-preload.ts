import path from 'node:path';
import type { Rollup } from 'vite';
import type { PageModules } from './src/prerender';

/** The pattern's parts as a regular expression: `:name` is one segment, `*` the rest. */
function patternOf(page: string): string {
  const parts = page.split('/').filter(Boolean);
  const segments = parts.map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')));
  return `^/${segments.join('/')}/?$`;
}

/** A route with fewer dynamic parts wins, as in the router (`sets/new` before `sets/:id`). */
const rankOf = (page: string) => page.split('/').reduce((rank, part) => rank + (part === '*' ? 100 : part.startsWith(':') ? 1 : 0), 0);

/** The chunk's file and every file it imports, to the last. */
function filesOf(chunk: Rollup.OutputChunk, chunks: Map<string, Rollup.OutputChunk>, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = chunks.get(file);
    if (imported) filesOf(imported, chunks, into);
  }
  return into;
}

/**
 * A small script index.html runs before the app: it asks for the code of the page at the address
 * (its route's chunks and all they import) at once, beside the app's own code, instead of once the
 * app has loaded, run and matched the address — a round trip and the framework's start earlier on
 * a phone. `pages` comes from the route table itself (src/prerender.tsx). Returns the script's source.
 */
export function routePreloadScript(bundle: Rollup.OutputBundle, pages: PageModules[], root: string): string {
  const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
  const byModule = new Map([...chunks.values()].flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk] as const] : [])));
  // what index.html loads anyway
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the bundle has no entry chunk');
  const initial = filesOf(entry, chunks);

  const files: string[] = [];
  const indexOf = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
  const routes = pages.map((page) => {
    const needed = new Set<string>();
    for (const module of page.modules) {
      const chunk = byModule.get(path.join(root, module));
      if (!chunk) throw new Error(`no chunk holds ${module}, the page of /${page.path}`);
      filesOf(chunk, chunks, needed);
    }
    const own = [...needed].filter((file) => !initial.has(file)).map(indexOf);
    return [patternOf(page.path), rankOf(page.path), own] as const;
  });

  return `{
const files = ${JSON.stringify(files)};
const routes = ${JSON.stringify(routes)};
const page = routes.filter(([pattern]) => new RegExp(pattern, 'i').test(location.pathname)).sort((a, b) => a[1] - b[1])[0];
for (const file of page ? page[2] : []) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = '/' + files[file];
  document.head.append(link);
}
}
`;
}
