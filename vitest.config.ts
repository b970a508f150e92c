import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    // most of a test's time is spent waiting (PostgreSQL, server processes, worker threads), so one
    // file more than the cores keeps them busy; vitest's default is one fewer
    maxWorkers: '150%',
    // what a dependency calls deprecated fails the test that reached it: node-postgres, for one,
    // warns of queries sent at once on a transaction's connection, which its next major refuses
    execArgv: ['--throw-deprecation'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/web/*.test.ts'],
        },
      },
      {
        // the web app's components, rendered in jsdom with the app's providers; only the network is faked
        extends: true,
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          // a page drawn and typed into by user-event takes seconds in jsdom, more on a busy machine
          testTimeout: 90_000,
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
    ],
  },
});
