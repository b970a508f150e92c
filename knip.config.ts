import type { KnipConfig } from 'knip';

// Each workspace must declare in its own package.json what it imports, and nothing it does not use.
// `npm run knip` runs this twice: the default pass covers every file (tests, configs, scripts) and
// finds unused and unlisted packages; the `--strict` pass covers only the shipped code (entries and
// files marked `!`) with each workspace on its own, so a workspace package or a devDependency that
// shipped code imports must be in that workspace's own dependencies. The vite, vitest, playwright,
// eslint and drizzle plugins enable themselves from the workspaces' dependencies; the server's main,
// the bench's run.ts and the start script come from package.json scripts, the web app's main from index.html.
const strict = process.argv.includes('--strict');

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs'],
    },
    'apps/server': {
      entry: [
        'src/cli/*.ts!',
        // loaded by path (`new URL('./x.worker.ts', import.meta.url)`, a worker's or a child process's file)
        'src/**/*.worker.ts!',
        'src/lib/worker-entry.mjs!',
        'src/db/create-pglite-cluster.mjs!',
        'test/**/*.ts',
      ],
      project: ['src/**/*.{ts,mjs}!', 'test/**/*.ts'],
      // fonts read by require.resolve of a computed path, which no import shows
      ignoreDependencies: ['@fontsource/roboto', 'dejavu-fonts-ttf'],
      // PostgreSQL's own tool, run by the backup command when it is on the PATH
      ignoreBinaries: ['pg_dump'],
    },
    'apps/web': {
      // prerender.tsx is loaded by the vite plugin through ssrLoadModule; render-icons.mjs is run by hand
      entry: ['src/prerender.tsx!', 'pwa/render-icons.mjs'],
      project: ['src/**/*.{ts,tsx}!', 'pwa/*.mjs', '*.ts'],
      // the runtime of vite-plugin-pwa's virtual:pwa-register module: the vite plugin sees it through
      // the build config, which the strict pass (shipped code only) does not read
      ignoreDependencies: strict ? ['workbox-window'] : [],
    },
    e2e: {
      entry: ['specs/**/*.spec.ts'],
    },
    'packages/*': {
      entry: ['src/**/*.ts!'],
      // src/testing holds fixtures and generators for tests and benches: not shipped
      ignore: strict ? ['src/testing/**'] : [],
      // every file is an entry (the apps import them by path), and what none of them imports is dead all the same
      includeEntryExports: true,
    },
  },
  // Dead files, exports and types fail the default pass; the strict pass, which reads shipped code
  // only, would count what only tests and benches use as dead, so it leaves them alone.
  rules: {
    files: strict ? 'off' : 'error',
    exports: strict ? 'off' : 'error',
    types: strict ? 'off' : 'error',
    enumMembers: strict ? 'off' : 'error',
    duplicates: strict ? 'off' : 'error',
    nsExports: 'off',
    nsTypes: 'off',
  },
};

export default config;
