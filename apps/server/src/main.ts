import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, publicUrl, trustedOrigins } from './config';
import { serveBackups } from './db/backup';
import { openDatabase } from './db/client';
import { seed } from './seed/seed';
import { DataDirLockedError, loadOrCreateSecret, lockDataDir, pgliteDir } from './lib/data-dir';

const SHUTDOWN_TIMEOUT_MS = 10_000;
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  const started = performance.now();
  const config = loadConfig();
  const dataDir = path.resolve(config.DATA_DIR);
  // the lock matters only for the embedded engine, but the secret lives in DATA_DIR either way
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(dataDir);
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: pgliteDir(dataDir) },
  );
  await database.migrate();

  const app = await buildApp({ config, database, secret: loadOrCreateSecret(dataDir, config.AUTH_SECRET), webDist });
  const report = await seed(database.db, app.auth, config.ADMIN_EMAIL);
  const stopBackups = database.pglite ? await serveBackups(dataDir, database.pglite, app.log) : async () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await stopBackups();
      await database.close();
    } finally {
      unlock();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const url = publicUrl(config);
  const trusted = new Set(trustedOrigins(config));
  await app.listen({
    port: config.PORT,
    host: config.HOST,
    // every interface is listed; an address people cannot sign in at says what would make it work
    listenTextResolver: (address) =>
      trusted.has(new URL(address).origin) ? `listening at ${address}` : `listening at ${address} too; to sign in there, set PUBLIC_URL=${address} (now ${url})`,
  });
  const lines = [
    '',
    `  ${config.APP_NAME} is running at ${url}  (database: ${database.kind}${database.kind === 'pglite' ? `, ${dataDir}` : ''}; ready in ${Math.round(performance.now() - started)} ms)`,
    report.adminPassword
      ? `  Admin sign-in (this password is shown only once, keep it): ${report.adminEmail}  /  ${report.adminPassword}`
      : `  Admin sign-in: ${report.adminEmail}  (lost the password? stop the server and run: npm run admin -- reset-password ${report.adminEmail})`,
    `  API docs: ${url}/api/docs`,
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
