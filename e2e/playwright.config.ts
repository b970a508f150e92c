import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** One built app and one server on a fresh data dir for the whole run (see global-setup.ts). */
export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  // CI's two cores run the server, its workers and two browsers: a step seen in 1-3 s alone has
  // taken over 10 s there (a Green AI post's link into the projects studio)
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  globalSetup: './global-setup.ts',
  use: {
    launchOptions: chromium,
    // CI keeps only the log (see fixtures.ts); recording a trace of every journey cost over a third
    // of the run's CPU on a two-core machine, enough to push journeys past their timeouts
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1280, height: 800 } }, grepInvert: /@phone/ },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, grep: /@phone/ },
  ],
});
