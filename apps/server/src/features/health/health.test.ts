import { expect, onTestFinished, test } from 'vitest';
import { buildTestApp, describeEachEngine, useTestApp } from '../../../test/test-app';

describeEachEngine('health', (engine) => {
  const testApp = useTestApp({ engine });

  test('answers ok with the engine it runs on', async () => {
    const res = await testApp().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, db: engine });
  });

  test('answers 503 once the database is gone', async () => {
    // its own database, since this test closes it
    const { app, closeDatabase, close, expectErrors } = await buildTestApp({ engine });
    onTestFinished(close);
    expectErrors();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await closeDatabase();

    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'service_unavailable', message: 'The database is not answering.' });
  });
});
