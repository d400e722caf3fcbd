// Reads the configuration, opens the database, starts the HTTP server and the workers.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseInUseError } from './db/client.ts';
import { createServices } from './services.ts';
import { DevClock } from './platform/dev-clock.ts';
import { DEMO_ACCOUNTS, DEMO_TOTP_KEY_BASE32, seedDemo } from './seed/demo.ts';
import { startWorkers } from './workers.ts';
import { reencryptTwoFactorSecrets } from './features/accounts/index.ts';
import { ROLE_LABELS } from '../domain/roles.ts';

/** How long a stopping server lets running requests and jobs finish before it exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const devClock = config.devClock ? new DevClock() : undefined;
  // Started again right after a stop, the server waits for the old process to close the embedded
  // database (it has SHUTDOWN_TIMEOUT_MS at most) instead of refusing to start.
  const services = await createServices(config, devClock ? { clock: devClock.now } : {}, {
    databaseLockWaitMs: SHUTDOWN_TIMEOUT_MS + 5_000,
    onDatabaseLockWait: (owner) =>
      process.stderr.write(
        `A beágyazott adatbázist még egy leálló folyamat használja (PID ${owner}): várakozás, amíg elengedi…\n`,
      ),
  });
  const app = await buildApp(services, { ...(devClock ? { devClock } : {}), starting: true });
  // Listen first: an instance that cannot take its port writes nothing. Until the demo data exist the API
  // answers 503 'starting', and so do /api/health and /api/health/ready.
  await app.listen({ port: config.port, host: config.host });
  // After a change of AUTH_SECRET: what the previous secrets encrypted is encrypted again with the new one.
  await reencryptTwoFactorSecrets(services, app.log);
  const seeded = config.seedDemo ? await seedDemo(services, app.log) : false;
  const workers = await startWorkers(services, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close(); // stops accepting connections, lets running requests finish
      await workers.stop();
      await services.rateLimiter.close();
      await services.database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  app.lifecycle.phase = 'serving';

  app.log.info(
    {
      database: services.database.kind,
      files: services.fileStore.kind,
      ms: Math.round(performance.now() - startedAt),
    },
    `Energetikai Tanúsítvány Portál: ${config.publicUrl}`,
  );
  if (config.seedDemo) {
    const lines = DEMO_ACCOUNTS.map(
      (a) => `  ${ROLE_LABELS[a.role].padEnd(13)} ${a.email.padEnd(22)} ${a.password}`,
    );
    process.stdout.write(
      `\n${seeded ? 'Demo adatok létrehozva. ' : ''}Demo fiókok (SEED_DEMO):\n${lines.join('\n')}\n` +
        `A munkatársi demo fiókok kétlépcsős azonosításának kulcsa (hitelesítő alkalmazásba): ${DEMO_TOTP_KEY_BASE32}\n` +
        (config.isProduction || config.smtpUrl
          ? ''
          : `Fejlesztői postafiók: ${config.publicUrl}/dev/mailbox\n`) +
        '\n',
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `A portál nem indult el: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
