// The portal as the journeys run it: the built server (as `npm start` runs it) on a data directory of its own,
// with the embedded database, the dev mailbox and the dev clock.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { SERVER_ENTRY, SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/server-command.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** How the journeys run the portal on a data directory: the embedded database, the dev mailbox and clock. */
export function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const url = `http://localhost:${port}`;
  return {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
    CAPTCHA_MAX_NUMBER: '2000',
    // newClient registers through the API from an address of its own (X-Forwarded-For from loopback):
    // the journeys make more accounts than one household may in an hour (3 per address).
    TRUST_PROXY: '127.0.0.1,::1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    // Loopback-only POST /dev/clock, so a journey can let days pass (decision 0008).
    DEV_CLOCK: 'true',
  };
}

/**
 * Starts the portal and resolves once it has printed the demo accounts: it listens first, then seeds, and
 * prints them once they exist (or, on a seeded database, at once). Rejects if the process ends first.
 */
export async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    env: { ...env, ...SERVER_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Demo fiókok')) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`The server exited (${String(code)}):\n${log}`)));
  });
  return child;
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, ['src/server/cli.ts', ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`cli ${args[0]} failed (${String(code)}):\n${log}`);
}

/**
 * A staff account created with the CLI before the journeys start: no authenticator app yet. Its password
 * is not built on the e-mail address, which the CLI would refuse (docs/rules/accounts.md, 'Strength policy').
 */
export const NEW_STAFF = { email: 'uj.munkatars@example.hu', password: 'Tavaszi-Szel-2026' };

/** The seeded data directory that global-setup.ts prepared once; each worker's server runs on a copy. */
export const SEEDED_DATA_DIR_ENV = 'ETP_E2E_SEEDED_DATA_DIR';
