import { describe, onTestFinished, test } from 'vitest';
import { guest } from './client';
import { buildTestApp, useTestApp } from './test-app';

// test.fails passes only when the test fails: here, by the check that runs after each test
describe('a server error fails the test that caused it', () => {
  const testApp = useTestApp();

  test.fails('an error line the test did not expect', () => {
    testApp().app.log.error('something broke');
  });

  test.fails('a 5xx reply the test did not expect, though the test itself asserted nothing', async () => {
    const t = await buildTestApp();
    onTestFinished(() => t.close());
    await t.closeDatabase();
    await guest(t.app).get('/api/health');
  });

  test.fails('expectErrors() when no error came', () => {
    testApp().expectErrors();
  });

  test('expectErrors(): the error the test expects', () => {
    testApp().expectErrors();
    testApp().app.log.error('expected to break');
  });

  test('warnings and 4xx replies are no errors', async () => {
    const { app } = testApp();
    app.log.warn('a warning');
    await guest(app).get('/api/no-such-route');
  });
});
