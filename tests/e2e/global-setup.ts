// Before the journeys: the build they run (as `npm start` runs it, decision 0011), and one seeded data
// directory that every worker's server copies, so no worker seeds the demo again.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  freePort,
  NEW_STAFF,
  runCli,
  SEEDED_DATA_DIR_ENV,
  serverEnv,
  startServer,
  stopServer,
} from './portal-server.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Whatever is missing or older than its sources is built, so `npx playwright test` tests the current code.
  const script = path.resolve(import.meta.dirname, '../../scripts/ensure-build.ts');
  const build = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build failed.');

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'etp-e2e-seeded-'));
  const env = serverEnv(dataDir, await freePort());
  // The demo data, then, as an operator would, a staff account from the command line (the embedded
  // database takes one process at a time).
  await stopServer(await startServer(env));
  await runCli(
    [
      'user:create',
      '--role',
      'bank_admin',
      '--email',
      NEW_STAFF.email,
      '--first-name',
      'Réka',
      '--last-name',
      'Új',
      '--password',
      NEW_STAFF.password,
    ],
    env,
  );
  process.env[SEEDED_DATA_DIR_ENV] = dataDir;
  return () => rm(dataDir, { recursive: true, force: true });
}
