import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { routePreloadScript } from './route-preload';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, isEntry = false) =>
  ({ type: 'chunk', fileName, imports, facadeModuleId, isEntry }) as Rollup.OutputChunk;

const bundle: Rollup.OutputBundle = Object.fromEntries(
  [
    chunk('assets/index.js', ['assets/framework.js'], '/app/src/main.tsx', true),
    chunk('assets/framework.js', []),
    chunk('assets/layout.js', ['assets/framework.js'], '/app/src/layout.tsx'),
    chunk('assets/set-page.js', ['assets/shared.js', 'assets/framework.js'], '/app/src/set-page.tsx'),
    chunk('assets/new-set.js', ['assets/shared.js'], '/app/src/new-set.tsx'),
    chunk('assets/shared.js', ['assets/deep.js']),
    chunk('assets/deep.js', []),
  ].map((file) => [file.fileName, file]),
);

const pages = [
  { path: 'sets/:id', modules: ['/src/layout.tsx', '/src/set-page.tsx'] },
  { path: 'sets/new', modules: ['/src/layout.tsx', '/src/new-set.tsx'] },
];

/** What the script asks for at `pathname`. */
function preloadedAt(pathname: string): string[] {
  const links: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const document = { createElement: () => ({ rel: '', href: '', crossOrigin: null }), head: { append: (link: (typeof links)[0]) => links.push(link) } };
  new Function('location', 'document', routePreloadScript(bundle, pages, '/app'))({ pathname }, document);
  expect(links.every((link) => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(true);
  return links.map((link) => link.href);
}

describe('routePreloadScript', () => {
  it('asks for the page’s chunks and all they import, but not what index.html loads', () => {
    expect(preloadedAt('/sets/42').sort()).toEqual(['/assets/deep.js', '/assets/layout.js', '/assets/set-page.js', '/assets/shared.js']);
  });

  it('prefers the route with fewer dynamic parts, as the router does', () => {
    expect(preloadedAt('/sets/new')).toContain('/assets/new-set.js');
    expect(preloadedAt('/sets/new')).not.toContain('/assets/set-page.js');
  });

  it('matches a trailing slash and any case, and asks for nothing elsewhere', () => {
    expect(preloadedAt('/Sets/42/')).toContain('/assets/set-page.js');
    expect(preloadedAt('/sets/42/edit')).toEqual([]);
    expect(preloadedAt('/')).toEqual([]);
  });

  it('refuses a page whose module is in no chunk', () => {
    expect(() => routePreloadScript(bundle, [{ path: 'x', modules: ['/src/missing.tsx'] }], '/app')).toThrow(/no chunk holds \/src\/missing.tsx/);
  });
});
