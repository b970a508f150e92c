import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
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
  },
});
