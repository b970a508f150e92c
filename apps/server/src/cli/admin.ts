import path from 'node:path';
import pino from 'pino';
import { createAuth } from '../auth/auth';
import { loadConfig, publicUrl } from '../config';
import { openDatabase } from '../db/client';
import { createAdminAccount, resetAccountPassword } from '../auth/admin-account';
import { createMailer } from '../lib/mailer';
import { loadOrCreateSecret, lockDataDir, pgliteDir } from '../lib/data-dir';
import { runCli } from './run-cli';

const USAGE = `Usage:
  npm run admin -- create <email>          create an admin account; prints its generated password
  npm run admin -- reset-password <email>  give an account a new generated password; ends its sessions`;

async function run(command: string | undefined, email: string | undefined) {
  if (!email || (command !== 'create' && command !== 'reset-password')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const dataDir = path.resolve(config.DATA_DIR);
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(dataDir);
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: pgliteDir(dataDir) },
  );
  try {
    await database.migrate();
    const auth = createAuth({
      db: database.db,
      secret: loadOrCreateSecret(dataDir, config.AUTH_SECRET),
      baseURL: publicUrl(config),
      appName: config.APP_NAME,
      mailer: createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: `${config.APP_NAME} <no-reply@localhost>`, log: pino({ level: 'warn' }) }),
      requireEmailVerification: config.REQUIRE_EMAIL_VERIFICATION,
    });
    const { user, password } =
      command === 'create' ? await createAdminAccount(auth, database.db, email) : await resetAccountPassword(auth, database.db, email);
    console.log(`${command === 'create' ? 'Admin account created' : 'Password reset'}: ${user.email}  /  ${password}`);
    console.log('This password is shown only once.');
    return 0;
  } finally {
    await database.close();
    unlock();
  }
}

runCli(() => run(process.argv[2], process.argv[3]));
