import { expect, onTestFinished, test } from 'vitest';
import { authed, buildTestApp, countRows, describeEachEngine, signIn, signUp, trySignIn, useTestApp } from '../../test/test-app';
import { categories, flashcards, questions, users } from '../db/tables';
import { DEMO_ADMIN_EMAIL, seed } from './seed';

describeEachEngine('first-start seed', (engine) => {
  const testApp = useTestApp({ engine });

  test('an empty database gets the demo admin with a generated password that signs in', async () => {
    const { app, db } = testApp();
    const report = await seed(db, app.auth, undefined);

    expect(report.adminEmail).toBe(DEMO_ADMIN_EMAIL);
    expect(report.adminPassword).toEqual(expect.any(String));
    const { cookie } = await signIn(app, DEMO_ADMIN_EMAIL, report.adminPassword!);
    expect((await authed(app, cookie).get('/api/me')).json()).toMatchObject({ is_admin: true, user: { email: DEMO_ADMIN_EMAIL } });
  });

  test('ADMIN_EMAIL names the admin it creates', async () => {
    const { app, db } = testApp();
    const report = await seed(db, app.auth, 'owner@example.com');

    expect(report.adminEmail).toBe('owner@example.com');
    expect((await trySignIn(app, 'owner@example.com', report.adminPassword!)).statusCode).toBe(200);
  });

  test('a second start changes nothing and shows no password', async () => {
    const { app, db } = testApp();
    const first = await seed(db, app.auth, undefined);
    const again = await seed(db, app.auth, undefined);

    expect(again).toEqual({ adminEmail: DEMO_ADMIN_EMAIL });
    expect(await countRows(db, users)).toBe(1);
    expect((await trySignIn(app, DEMO_ADMIN_EMAIL, first.adminPassword!)).statusCode).toBe(200);
  });

  test('a database that already has accounts is left alone', async () => {
    const { app, db } = testApp();
    await signUp(app);
    expect(await seed(db, app.auth, undefined)).toEqual({ adminEmail: DEMO_ADMIN_EMAIL });
    expect(await countRows(db, users)).toBe(1);
  });

  test('there is no well-known admin password', async () => {
    const { app, db } = testApp();
    const report = await seed(db, app.auth, undefined);

    // each guess from an address of its own: failures from one address soon make it wait (decision 053)
    for (const [i, guess] of ['admin', 'admin123', 'password', 'changeme', 'curio', 'Curio123'].entries()) {
      expect((await trySignIn(app, DEMO_ADMIN_EMAIL, guess, { ip: `192.0.2.${10 + i}` })).statusCode).toBe(401);
    }
    expect(report.adminPassword!.length).toBeGreaterThanOrEqual(20);
  });

  test('every database gets its own admin password', async () => {
    const { app, db } = testApp();
    const other = await buildTestApp({ engine });
    onTestFinished(() => other.close());

    const here = await seed(db, app.auth, undefined);
    const there = await seed(other.db, other.app.auth, undefined);

    expect(here.adminPassword).not.toBe(there.adminPassword);
    expect((await trySignIn(app, DEMO_ADMIN_EMAIL, there.adminPassword!)).statusCode).toBe(401);
  });

  test('the first start loads the demo content; later starts leave the catalogue alone', async () => {
    const { app, db } = testApp();
    await seed(db, app.auth, undefined);
    const first = { categories: await countRows(db, categories), questions: await countRows(db, questions), flashcards: await countRows(db, flashcards) };
    expect(first.questions).toBeGreaterThan(0);
    expect(first.flashcards).toBeGreaterThan(0);

    await seed(db, app.auth, undefined);
    expect({ categories: await countRows(db, categories), questions: await countRows(db, questions), flashcards: await countRows(db, flashcards) }).toEqual(first);
  });
});
