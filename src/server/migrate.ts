// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (or the embedded database)
// without starting the server. The server also migrates at start-up.
import { loadConfig } from './config.ts';
import { openDatabase, pgliteDataDir } from './db/client.ts';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: pgliteDataDir(config.dataDir) },
);
await database.migrate();
await database.close();
process.stdout.write(`Migrációk alkalmazva (${database.kind}).\n`);
