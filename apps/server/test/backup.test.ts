import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../src/db/client';
import { pgliteDir } from '../src/lib/data-dir';
import { quizItem } from './content-factory';
import { clientOf, cookieOf, firstAdminOf, freePort, ready, runTool, startServer, stopServer } from './server-process';
import { pgliteTemplate, signUpForm, TEST_DATABASE_URL, TEST_PASSWORD } from './test-app';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function tempDir(name: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `curio-${name}-`));
  made.push(dir);
  return dir;
}

/** A data directory with a migrated, empty database, so a first start skips initdb. */
async function dataDirWithDatabase(name: string) {
  const dir = tempDir(name);
  cpSync(await pgliteTemplate(), pgliteDir(dir), { recursive: true });
  return dir;
}

/** Every file under dir with its size and time of change: equal snapshots mean nothing was written. */
function snapshot(dir: string) {
  if (!existsSync(dir)) return null;
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const stat = statSync(path.join(dir, name));
      return `${name} ${stat.isDirectory() ? 'dir' : stat.size} ${stat.mtimeMs}`;
    });
}

const backup = (dataDir: string, file: string, env: Record<string, string> = {}) => runTool('backup', [file], { DATA_DIR: dataDir, ...env });
const restore = (dataDir: string, file: string, env: Record<string, string> = {}) => runTool('restore', [file], { DATA_DIR: dataDir, ...env });

const COURSE = { category: 'business', course: 'Backups 101', module: 'Basics', topic: 'Restores' };
const QUESTION = 'Is a backup never restored a backup?';
const USE_CASE = { title: 'Nightly copies', content: 'A bakery keeps a copy of its orders every night.', tags: 'backup' };
const SAVED = { keyword: 'backup', content: 'Keep the copy away from the original.' };

/** A quiz of the one question, answered rightly (score 1) or not (score 0): the server grades it. */
function resultOf(questionId: number, score: number) {
  return { ...COURSE, time_taken: 12, client_id: randomUUID(), answers: [{ question_id: questionId, selectedOption: score ? 'No' : 'Yes', timeTaken: 12 }] };
}

async function scoresOf(results: Response) {
  return ((await results.json()) as { score: number }[]).map((r) => r.score).sort();
}

describe('npm run backup and npm run restore', () => {
  test('a backup taken while the server runs brings everything back, into a fresh data directory or in place', { timeout: 180_000 }, async () => {
    const dataDir = await dataDirWithDatabase('backup-source');
    const port = await freePort();
    const client = clientOf(port);
    const server = startServer(dataDir, port);
    await ready(server);

    // what the site holds: content, accounts, results, use cases, templates and presets
    const admin = firstAdminOf(server);
    const adminCookie = cookieOf(await client.send('POST', '/api/auth/sign-in/email', admin));
    const upload = await client.send('POST', '/api/admin/upload', { fileName: 'backups-quiz.json', items: [quizItem({ ...COURSE, question: QUESTION, options: ['Yes', 'No'], answer: 'No' })] }, adminCookie);
    expect(upload.status).toBe(200);
    const form = signUpForm({ first_name: 'Grace', last_name: 'Hopper' });
    const learner = cookieOf(await client.send('POST', '/api/auth/sign-up/email', form));
    const served = (await (await client.get(`/api/quiz?${new URLSearchParams({ course: COURSE.course, topic: COURSE.topic })}`, learner)).json()) as { id: number }[];
    const questionId = served[0]!.id;
    expect((await client.send('POST', '/api/results', resultOf(questionId, 1), learner)).status).toBe(201);
    const useCase = (await (await client.send('POST', '/api/usecases', USE_CASE, learner)).json()) as { id: string };
    expect((await client.send('POST', '/api/saved-usecases', SAVED, learner)).status).toBe(201);
    const template = await client.send(
      'POST',
      '/api/projects/templates',
      { label: 'Backup plan', formats: [{ key: 'plan', label: 'Plan', input_schema: { fields: [] }, body: '# {{ name }}' }] },
      learner,
    );
    expect(template.status).toBe(201);
    const { key: templateKey } = (await template.json()) as { key: string };
    const preset = { label: 'Nightly', payload: { name: 'Nightly backup' }, template_key: templateKey };
    expect((await client.send('POST', '/api/projects/presets', preset, learner)).status).toBe(201);

    const file = path.join(tempDir('backups'), 'curio.tar.gz');
    const taken = await backup(dataDir, file);
    expect(taken.output).toContain(`Backup written to ${file}`);
    expect(taken.output).toContain(`taken from the running server, pid ${server.child.pid}`);
    expect(taken.code).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // a result saved after the backup is not in it
    expect((await client.send('POST', '/api/results', resultOf(questionId, 0), learner)).status).toBe(201);

    // restoring under a running server is refused, and the server carries on untouched
    const before = readdirSync(dataDir).sort();
    const refused = await restore(dataDir, file);
    expect(refused.output).toContain(`A server is using ${dataDir} (pid ${server.child.pid}). Stop it, run the restore again, then start it. Nothing was changed.`);
    expect(refused.code).toBe(1);
    expect(readdirSync(dataDir).sort()).toEqual(before);
    await expect(scoresOf(await client.get('/api/results?category=business', learner))).resolves.toEqual([0, 1]);
    expect(await stopServer(server)).toBe(0);

    // a fresh data directory: everything comes back; the auth secret is not in a backup, so
    // sessions end there, and the same passwords sign in
    const fresh = path.join(tempDir('backup-fresh'), 'data');
    const intoFresh = await restore(fresh, file);
    expect(intoFresh.output).toContain(`Restored ${file} into ${pgliteDir(fresh)}.`);
    expect(intoFresh.output).toContain('has no auth-secret, so the next start makes a new one and everyone signs in again');
    expect(intoFresh.output).not.toContain('kept in');
    expect(intoFresh.code).toBe(0);
    const freshPort = await freePort();
    const freshClient = clientOf(freshPort);
    const restored = startServer(fresh, freshPort);
    await ready(restored);
    // the learner's session is not in the restored copy: they are a guest
    expect(await (await freshClient.get('/api/me', learner)).json()).toBeNull();
    expect((await freshClient.send('POST', '/api/auth/sign-in/email', admin)).status).toBe(200);
    const signIn = await freshClient.send('POST', '/api/auth/sign-in/email', { email: form.email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
    const cookie = cookieOf(signIn);
    expect(await (await freshClient.get('/api/me', cookie)).json()).toMatchObject({ profile: { full_name: 'Grace Hopper' } });
    expect(await (await freshClient.get('/api/categories/business/courses', cookie)).json()).toContainEqual({ name: COURSE.course });
    const quiz = await freshClient.get(`/api/quiz?course=${encodeURIComponent(COURSE.course)}&topic=${COURSE.topic}`, cookie);
    expect(await quiz.json()).toEqual([expect.objectContaining({ question: QUESTION })]);
    await expect(scoresOf(await freshClient.get('/api/results?category=business', cookie))).resolves.toEqual([1]);
    expect(await (await freshClient.get(`/api/usecases/${useCase.id}`, cookie)).json()).toMatchObject({ title: USE_CASE.title, content: USE_CASE.content });
    expect(await (await freshClient.get('/api/saved-usecases', cookie)).json()).toEqual([expect.objectContaining(SAVED)]);
    expect(await (await freshClient.get(`/api/projects/templates/${templateKey}`, cookie)).json()).toMatchObject({
      label: 'Backup plan',
      formats: [expect.objectContaining({ key: 'plan', body: '# {{ name }}' })],
    });
    expect(await (await freshClient.get('/api/projects/presets?scope=mine', cookie)).json()).toMatchObject({ items: [expect.objectContaining(preset)] });
    expect(await stopServer(restored)).toBe(0);

    // in place: the database it replaces is kept aside, and the data directory's auth secret
    // stays, so sessions made before the backup still hold there
    const secret = readFileSync(path.join(dataDir, 'auth-secret'), 'utf8');
    const inPlace = await restore(dataDir, file);
    expect(inPlace.code).toBe(0);
    const keptAside = inPlace.output.match(/The database it replaced is kept in (\S+): to undo/)?.[1];
    expect(keptAside).toMatch(new RegExp(`^${pgliteDir(dataDir)}-before-restore-`));
    expect(existsSync(path.join(keptAside!, 'PG_VERSION'))).toBe(true);
    expect(readdirSync(dataDir).sort()).toEqual(['auth-secret', 'pglite', path.basename(keptAside!), 'run']);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(secret);
    expect(inPlace.output).not.toContain('auth-secret');
  });

  test('a backup taken while no server runs holds the database; what is not a backup, a missing file or an unwritable path is refused, changing nothing', { timeout: 120_000 }, async () => {
    const dataDir = await dataDirWithDatabase('backup-refusals');
    const untouched = snapshot(dataDir);
    const files = tempDir('backup-files');

    // another program's PGlite database
    const notCurios = path.join(files, 'not-curios.tar.gz');
    const otherDir = path.join(files, 'other-app');
    cpSync(await pgliteTemplate(), otherDir, { recursive: true });
    const other = await openDatabase({ kind: 'pglite', dataDir: otherDir });
    await other.pglite!.exec('drop schema drizzle cascade; drop schema public cascade; create schema public; create table notes (body text)');
    writeFileSync(notCurios, Buffer.from(await (await other.pglite!.dumpDataDir('gzip')).arrayBuffer()));
    await other.close();
    rmSync(otherDir, { recursive: true });

    const notGzip = path.join(files, 'notes.txt');
    writeFileSync(notGzip, 'my notes, not a backup');
    const noDatabase = path.join(files, 'notes.txt.gz');
    writeFileSync(noDatabase, gzipSync('my notes, not a backup'));
    const cutShort = path.join(files, 'half.tar.gz');
    writeFileSync(cutShort, gzipSync(randomBytes(100_000)).subarray(0, 50_000));
    const missing = path.join(files, 'missing.tar.gz');
    const nowhere = path.join(files, 'no-data-yet');
    const unwritable = path.join(files, 'no-such-folder', 'backup.tar.gz');
    const empty = path.join(files, 'empty-data');
    // a live process holds the lock but answers no backups, as a server started before they existed
    const silent = path.join(files, 'silent-server');
    mkdirSync(pgliteDir(silent), { recursive: true });
    writeFileSync(path.join(pgliteDir(silent), 'PG_VERSION'), '18\n');
    writeFileSync(path.join(silent, 'server.lock'), String(process.pid));

    // each refused on its own, so they run side by side
    const refusals = [
      [restore(dataDir, notGzip), `${notGzip} is not a Curio backup: it is not a gzip file.`],
      [restore(dataDir, noDatabase), `${noDatabase} is not a Curio backup: it holds no database (no PG_VERSION).`],
      [restore(dataDir, cutShort), `${cutShort} is not a whole backup: the file ends too early.`],
      [restore(dataDir, notCurios), `${notCurios} is a PGlite database, but not Curio's.`],
      [restore(dataDir, missing), `Cannot read ${missing}: there is no such file. Nothing was changed.`],
      [restore(nowhere, noDatabase), `${noDatabase} is not a Curio backup`],
      [backup(dataDir, unwritable), `Cannot write the backup to ${unwritable}: its folder does not exist. Nothing was written.`],
      [backup(dataDir, files), `Cannot write the backup to ${files}: it is a folder. Nothing was written.`],
      [backup(empty, path.join(files, 'nothing.tar.gz')), `There is no database in ${empty} to back up.`],
      [backup(silent, path.join(files, 'silent.tar.gz')), `The server using ${silent} (pid ${process.pid}) did not answer`],
    ] as const;
    for (const [run, message] of refusals) {
      const { output, code } = await run;
      expect(output).toContain(message);
      expect(code).toBe(1);
    }
    expect(snapshot(dataDir)).toEqual(untouched);
    expect(readdirSync(files).sort()).toEqual(['half.tar.gz', 'not-curios.tar.gz', 'notes.txt', 'notes.txt.gz', 'silent-server']);

    const usage = await runTool('restore', [], { DATA_DIR: dataDir });
    expect(usage.output).toContain('Usage:');
    expect(usage.code).toBe(2);

    const file = path.join(files, 'stopped.tar.gz');
    const taken = await backup(dataDir, file);
    expect(taken.output).toContain(`Backup written to ${file}`);
    expect(taken.output).toContain('no server was running');
    expect(taken.code).toBe(0);
    // the lock was taken and given back
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    const intoFresh = await restore(path.join(files, 'data'), file);
    expect(intoFresh.output).toContain(`Restored ${file} into ${pgliteDir(path.join(files, 'data'))}.`);
    expect(intoFresh.code).toBe(0);
  });

  test.skipIf(!TEST_DATABASE_URL)('on PostgreSQL, backup runs pg_dump and restore says how to run pg_restore', { timeout: 60_000 }, async () => {
    const files = tempDir('backup-pg');
    const file = path.join(files, 'curio.dump');
    const env = { DATA_DIR: path.join(files, 'data'), DATABASE_URL: TEST_DATABASE_URL! };

    const dumped = await runTool('backup', [file], env);
    expect(dumped.output).toContain(`Backup written to ${file} (pg_dump's custom format`);
    expect(dumped.code).toBe(0);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');

    const withoutPgDump = await runTool('backup', [path.join(files, 'other.dump')], { ...env, PATH: files });
    expect(withoutPgDump.output).toContain('pg_dump is not on the PATH');
    expect(withoutPgDump.output).toContain('pg_dump --format=custom');
    expect(withoutPgDump.code).toBe(1);
    expect(readdirSync(files)).toEqual(['curio.dump']);

    const guidance = await runTool('restore', [file], env);
    expect(guidance.output).toContain(`pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${file}`);
    expect(guidance.code).toBe(1);
  });
});
