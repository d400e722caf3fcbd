// Operator commands for production: `npm run cli -- <command> [options]`, or `node dist/server/cli.js <command>`
// from the build (docs/architecture.md, 'Build').
// The embedded database can be opened by one process at a time: stop the server first, or use DATABASE_URL.
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { ZodError } from 'zod';
import '../domain/zod-locale.ts';
import { loadConfig } from './config.ts';
import { createServices } from './services.ts';
import { createAccount, resetTwoFactor, setAccountActive } from './features/accounts/index.ts';
import { importCouponFile } from './features/coupons/index.ts';
import { createApiKey, keyMakerByEmail } from './features/api-keys/index.ts';
import { API_SCOPES, apiKeyCreateSchema } from '../domain/api-keys.ts';
import { COUPON_ROW_REASONS } from '../domain/coupons.ts';
import { SERVER_MESSAGES } from '../domain/server-messages.ts';
import { AppError } from './platform/errors.ts';
import { DatabaseInUseError } from './db/client.ts';

// From the sources in development, from the bundle in a production install without the development packages.
const RUN = /dist[/\\]server[/\\]cli\.js$/.test(process.argv[1] ?? '')
  ? 'node dist/server/cli.js'
  : 'npm run cli --';

const USAGE = `Használat:
  ${RUN} user:create --role <client|auditor|bank_admin|portal_admin|admin_light> --email <cím> --first-name <név> --last-name <név> [--password <jelszó>]
  ${RUN} coupons:import <fájl.csv|.xlsx|.xls> (oszlopok: code, address, expiry_date)
  ${RUN} user:deactivate --email <cím>  (a fiók nem jelentkezhet be, munkamenetei azonnal véget érnek)
  ${RUN} user:activate --email <cím>
  ${RUN} user:reset-two-factor --email <cím>  (a hitelesítő alkalmazás és a helyreállító kódok törlése; újra beállítható)
  ${RUN} api-key:create --email <banki vagy portál admin címe> --scopes <${API_SCOPES.join(',')}> [--name <név>] [--expires <ÉÉÉÉ-HH-NN>]
      (a kulcs a megadott munkatárs nevében jár el; csak most jelenik meg)`;

// Warnings (an audit-log row that could not be written) go to standard error as the server's would.
const cliLogger: FastifyBaseLogger = pino({ level: 'warn' }, pino.destination(2));

const COMMANDS = new Set([
  'user:create',
  'coupons:import',
  'user:deactivate',
  'user:activate',
  'user:reset-two-factor',
  'api-key:create',
]);

export async function runCli(
  argv: string[],
  out: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || !COMMANDS.has(command)) {
    out(USAGE);
    return command === undefined || command === '--help' ? 0 : 2;
  }
  const config = loadConfig();
  const services = await createServices(config);
  try {
    if (command === 'user:create') {
      const { values } = parseArgs({
        args: rest,
        options: {
          role: { type: 'string' },
          email: { type: 'string' },
          'first-name': { type: 'string' },
          'last-name': { type: 'string' },
          password: { type: 'string' },
        },
      });
      const created = await createAccount(services.database.db, {
        role: values.role as never,
        email: values.email ?? '',
        firstName: values['first-name'] ?? '',
        lastName: values['last-name'] ?? '',
        ...(values.password ? { password: values.password } : {}),
      });
      out(`Fiók létrehozva: ${values.email} (${created.role})`);
      if (!values.password) {
        out(`Ideiglenes jelszó: ${created.password}`);
        out(SERVER_MESSAGES.temporaryPasswordNote);
      }
      return 0;
    }
    if (command === 'user:reset-two-factor') {
      const { values } = parseArgs({ args: rest, options: { email: { type: 'string' } } });
      const email = values.email ?? '';
      const { changed, staff } = await resetTwoFactor(services, cliLogger, email);
      const { twoFactorReset } = SERVER_MESSAGES;
      out(
        !changed
          ? twoFactorReset.unchanged(email)
          : staff
            ? twoFactorReset.staff(email)
            : twoFactorReset.optional(email),
      );
      return 0;
    }
    if (command === 'api-key:create') {
      const { values } = parseArgs({
        args: rest,
        options: {
          email: { type: 'string' },
          scopes: { type: 'string' },
          name: { type: 'string' },
          expires: { type: 'string' },
        },
      });
      const input = apiKeyCreateSchema.parse({
        name: values.name ?? 'Parancssorból készült kulcs',
        scopes: (values.scopes ?? '')
          .split(',')
          .map((scope) => scope.trim())
          .filter(Boolean),
        expiresOn: values.expires ?? null,
      });
      const maker = await keyMakerByEmail(services, values.email ?? '');
      const { key, secret } = await createApiKey(services, cliLogger, maker, input);
      out(`API-kulcs létrehozva: „${key.name}” (${key.scopes.join(', ')}), ${maker.name} nevében.`);
      out(secret);
      out('A kulcsot most másolja ki: később nem jeleníthető meg újra.');
      return 0;
    }
    if (command === 'user:deactivate' || command === 'user:activate') {
      const { values } = parseArgs({ args: rest, options: { email: { type: 'string' } } });
      const active = command === 'user:activate';
      const email = values.email ?? '';
      const { changed } = await setAccountActive(services, cliLogger, email, active);
      const { accountDeactivation } = SERVER_MESSAGES;
      out(
        !changed
          ? accountDeactivation.unchanged(email)
          : active
            ? accountDeactivation.activated(email)
            : accountDeactivation.deactivated(email),
      );
      return 0;
    }
    const { positionals } = parseArgs({ args: rest, allowPositionals: true });
    const file = positionals[0];
    if (!file) {
      out(USAGE);
      return 2;
    }
    const report = await importCouponFile(services.database.db, await readFile(file), {
      importedBy: null,
      now: services.clock(),
      postcodes: services.postcodes,
    });
    out(`Importált kuponok: ${report.imported}`);
    let problems = 0;
    for (const row of report.rows) {
      if (row.status === 'valid') continue;
      problems += 1;
      out(`  ${row.line}. sor${row.code ? ` (${row.code})` : ''}: ${COUPON_ROW_REASONS[row.status]}`);
    }
    return problems > 0 && report.imported === 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof ZodError)
      out(
        `Hibás adatok:\n${error.issues.map((i) => `  ${i.path.join('.') || 'érték'}: ${i.message}`).join('\n')}`,
      );
    else if (error instanceof AppError) out(error.message);
    else throw error;
    return 1;
  } finally {
    await services.rateLimiter.close();
    await services.database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof DatabaseInUseError) {
        process.stderr.write(`${error.message}\n`);
        process.exit(1);
      }
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
