// PostgreSQL's autovacuum keeps the planner's statistics current and reclaims dead rows; the embedded
// PGlite has no background workers, so a job does it every hour (without statistics PGlite planned the
// client list's searches as if every table were empty).
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.ts';

export const EMBEDDED_MAINTENANCE_JOB = 'maintain-embedded-database';

/**
 * VACUUM (ANALYZE) of the whole embedded database. It runs on the server's own thread: the first one after
 * a bulk load takes seconds (with 100,000 clients); later ones skip the pages nothing has changed on.
 */
export async function maintainEmbeddedDatabase(database: Database, logger: FastifyBaseLogger): Promise<void> {
  const started = performance.now();
  await database.db.execute(sql`vacuum (analyze)`);
  logger.info({ ms: Math.round(performance.now() - started) }, 'embedded database vacuumed and analysed');
}
