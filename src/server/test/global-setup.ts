// Prepares one migrated database per test run that every test file copies: a PGlite data-dir dump, or a
// PostgreSQL template database. Each test file then gets its own database
// (docs/style.md, 'The app is a function').
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS } from '../db/client.ts';
import { MIGRATIONS_FOLDER } from '../paths.ts';
import { migrateTemplate, withDatabaseName } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
    const template = `etp_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template}`);
    await migrateTemplate(withDatabaseName(url, template));
    await admin.query(`alter database ${template} with is_template true allow_connections false`);
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`alter database ${template} with is_template false`);
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'etp-pglite-'));
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rm(dir, { recursive: true, force: true });
}
