// Creates a PGlite cluster (initdb) in its own short-lived process; see client.ts for why.
import { PGlite } from '@electric-sql/pglite';

const [dataDir, conf] = process.argv.slice(2);
const db = await PGlite.create({ dataDir, postgresqlconf: JSON.parse(conf) });
await db.close();
