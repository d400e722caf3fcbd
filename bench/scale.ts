// `npm run bench -- scale`: every list a staff member pages, and the start screens, at national scale on
// PostgreSQL: 1,000,000 clients with their properties in every status, 1,000 auditors, 3,000,000 log events,
// 200,000 leads, 20,000 support tickets and 4,000 TIG statements of 25 certificates (BENCH_SCALE_CLIENTS
// changes the clients, the rest in proportion),
// written through the project's own bulk seed (seed-properties.ts, seed-logs.ts: set-based SQL through the
// migrations' triggers, so every copied column, sort key, search text and summary row is what the app
// writes). Each case at 1 connection with the database's share beside it (Server-Timing), then each list's
// cases in turn at 4 connections. BENCH_SCALE_REUSE=1 keeps the database (etp_bench_scale) after the run and
// measures an existing one again without seeding: a change to a query is measured in minutes, not in a new
// seed.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Db } from '../src/server/db/client.ts';
import { profiles } from '../src/server/db/schema.ts';
import { createUser } from '../src/server/seed/factories.ts';
import {
  databaseTimes,
  dataDir,
  freshPostgresDatabase,
  isoDay,
  measure,
  postgresDatabaseUrl,
  results,
  setUpStaffTwoFactor,
  signInStaff,
  startServer,
  stop,
  sweep,
  waitForCalm,
  CASE_TIMING,
  type ListCase,
  type Running,
} from './kit.ts';
import { seedLogs } from './seed-logs.ts';
import { seedProperties, type Credentials } from './seed-properties.ts';

const clients = Number(process.env.BENCH_SCALE_CLIENTS ?? 1_000_000);
/** The national programme's proportions: a log of three events, a lead for five and a ticket for fifty clients. */
const SCALE = {
  clients,
  auditors: 1_000,
  logRows: clients * 3,
  leads: clients / 5,
  tickets: clients / 50,
  /** TIG statements of 25 certificates each (4,000 at a million: 100,000 certificates billed). */
  statements: clients / 250,
  connections: 4,
} as const;
const STATEMENT_LINES = 25;
/** BENCH_SCALE_DATABASE names another database, so two sizes can be kept side by side. */
const DATABASE = process.env.BENCH_SCALE_DATABASE ?? 'etp_bench_scale';
const reuse = process.env.BENCH_SCALE_REUSE === '1';
/**
 * BENCH_SCALE_ONLY=bank,log measures only the lists and start screens whose name or address holds one of the
 * words: one query's change measured again in a minute on a kept database.
 */
const only = (process.env.BENCH_SCALE_ONLY ?? '').split(',').filter(Boolean);
const measured = (name: string) => only.length === 0 || only.some((word) => name.includes(word));

const STAFF = {
  portalAdmin: { email: 'bench-admin@example.hu', password: 'Bench-Admin-2026' },
  adminLight: { email: 'bench-light@example.hu', password: 'Bench-Light-2026' },
  bank: { email: 'bench-bank@example.hu', password: 'Bench-Bank-2026' },
} as const satisfies Record<string, Credentials>;

/** The leads and tickets: set-based, through the tables' own defaults and generated columns. */
async function seedLeadsAndTickets(db: Db, bankId: string) {
  await db.execute(sql`
    insert into leads (name, email, phone, address, source, status, registration_date, last_contact,
      created_by, created_at, updated_at)
    select
      (array['Kovács','Nagy','Tóth','Szabó','Horváth','Varga','Kiss','Molnár','Németh','Farkas'])[1 + i % 10]
        || ' ' || (array['Anna','Béla','Csilla','Dániel','Erika','Ferenc','Gabriella','Hunor'])[1 + (i / 10) % 8],
      'erdeklodo' || i || '@bench.example.hu', '+36 20 ' || lpad(i::text, 7, '0'),
      (1000 + i % 8000)::text || ' Bench, Fő utca ' || (1 + i % 90),
      (array['website','phone','branch','referral'])[1 + i % 4],
      (array['new','contacted','qualified','converted','lost'])[1 + (i / 4) % 5],
      now() - make_interval(days => i % 700, mins => i % 1440),
      case when i % 3 > 0 then now() - make_interval(days => i % 300) end,
      ${bankId}, now() - make_interval(days => i % 700), now()
    from generate_series(1, ${SCALE.leads}::int) as i`);
  await db.execute(sql`
    insert into support_tickets (title, description, type, priority, status, created_by, created_at,
      updated_at)
    select 'Bejelentés ' || i, 'A bejelentés leírása ' || i,
      (array['bug','feature','other'])[1 + i % 3], (array['low','medium','high'])[1 + (i / 3) % 3],
      (array['open','in_progress','resolved','closed'])[1 + (i / 9) % 4], ${bankId},
      now() - make_interval(mins => i * 37), now()
    from generate_series(1, ${SCALE.tickets}::int) as i`);
  await db.execute(sql`
    insert into support_ticket_comments (ticket_id, author_id, kind, body, created_at)
    select id, ${bankId}, 'comment', 'Megjegyzés', created_at + interval '1 hour'
    from support_tickets, generate_series(1, 3)`);
}

/**
 * The TIG statements: the oldest certificates waiting to be billed, 25 to a statement, one statement in
 * three paid, made two hours apart up to now; each certificate's billing status follows its statement, as
 * the app writes it (the triggers keep the report summaries and the to-do totals).
 */
async function seedStatements(db: Db, bankId: string) {
  await db.execute(sql`
    with picked as (
      select d.id, d.property_id, p.client_id, coalesce(d.client_name, '') as client_name,
        coalesce(d.property_address, '') as address, coalesce(d.auditor_name, '') as auditor_name, d.uploaded_at,
        (row_number() over (order by d.uploaded_at, d.id) - 1)::int as n
      from documents d join properties p on p.id = d.property_id
      where d.type = 'certificate' and d.billing_status = 'pending'
      order by d.uploaded_at, d.id
      limit ${SCALE.statements * STATEMENT_LINES}
    ), made as (
      insert into tig_statements (number, created_at, created_by, fee_huf, certificate_count, total_huf, status,
        paid_at, paid_by, text_file_key, text_file_name, pdf_file_key, pdf_file_name)
      select 'TIG-BENCH-' || lpad(s::text, 6, '0'), now() - make_interval(hours => (${SCALE.statements}::int - s) * 2),
        ${bankId}, 15000, ${STATEMENT_LINES}, ${STATEMENT_LINES * 15_000}, case when s % 3 = 0 then 'paid' else 'sent' end,
        case when s % 3 = 0 then now() end, case when s % 3 = 0 then ${bankId} end,
        'bench/tig/' || s || '.txt', 'tig_' || s || '.txt', 'bench/tig/' || s || '.pdf', 'tig_' || s || '.pdf'
      from generate_series(0, ${SCALE.statements}::int - 1) as s
      returning id, number, status
    ), lines as (
      insert into tig_statement_lines (statement_id, position, document_id, property_id, client_id, client_name,
        address, auditor_name, uploaded_at, amount_huf)
      select made.id, picked.n % ${STATEMENT_LINES} + 1, picked.id, picked.property_id, picked.client_id,
        picked.client_name, picked.address, picked.auditor_name, picked.uploaded_at, 15000
      from picked join made on made.number = 'TIG-BENCH-' || lpad((picked.n / ${STATEMENT_LINES})::text, 6, '0')
      returning document_id, statement_id
    )
    update documents d set billing_status = made.status
    from lines join made on made.id = lines.statement_id
    where d.id = lines.document_id`);
}

/**
 * The secondary indexes (none that backs a primary key, a unique rule or a foreign key's lookup that the
 * seed's own statements need) are dropped before the load and built again after it from their definitions
 * as the migrations left them: maintaining trigram and sort indexes row by row makes the load several times
 * slower than building them once. Returns the definitions to build again.
 */
async function dropSecondaryIndexes(db: Db): Promise<string[]> {
  const { rows } = (await db.execute(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = 'public'
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
      and i.indexdef not like 'CREATE UNIQUE INDEX%'`)) as unknown as {
    rows: { name: string; definition: string }[];
  };
  for (const { name } of rows) await db.execute(sql.raw(`drop index "${name}"`));
  return rows.map((row) => row.definition);
}

/** Seeds the database unless it is reused and already holds the clients; returns its address. */
async function prepareDatabase(): Promise<string> {
  const url = postgresDatabaseUrl(DATABASE);
  if (reuse) {
    const probe = new pg.Client({ connectionString: url });
    let found: { clients: number; tickets: number; statements: number } | undefined;
    try {
      await probe.connect();
      // The tickets come last: a seed that stopped before them is done again.
      const { rows } = await probe.query(
        "select (select count(*) from profiles where role = 'client')::int as clients, (select count(*) from support_tickets)::int as tickets, (select count(*) from tig_statements)::int as statements",
      );
      found = rows[0] as { clients: number; tickets: number; statements: number };
    } catch {
      // No such database yet: seed it.
    }
    try {
      if (found && found.clients >= SCALE.clients && found.tickets >= SCALE.tickets) {
        // The staff set their authenticator up again below, with a new key: the last run's is gone.
        const emails = Object.values(STAFF).map((staff) => staff.email);
        await probe.query(
          'delete from two_factor where user_id in (select id from "user" where email = any($1))',
          [emails],
        );
        await probe.query('update "user" set two_factor_enabled = false where email = any($1)', [emails]);
        // A database kept from before the statements were seeded gets them now.
        if (found.statements === 0) {
          const database = await openDatabase({ kind: 'postgres', url });
          try {
            await database.migrate();
            const [bank] = (
              (await database.db.execute(
                sql`select id from "user" where email = ${STAFF.bank.email}`,
              )) as unknown as { rows: { id: string }[] }
            ).rows;
            await seedStatements(database.db, bank!.id);
            await database.db.execute(sql`vacuum analyze tig_statements, tig_statement_lines, documents`);
            console.log(`scale: ${SCALE.statements} TIG statements added to ${DATABASE}`);
          } finally {
            await database.close();
          }
        }
        console.log(`scale: reusing ${DATABASE} with ${found.clients} clients`);
        return url;
      }
    } finally {
      await probe.end().catch(() => {});
    }
  }
  const address = await freshPostgresDatabase(DATABASE);
  const database = await openDatabase({ kind: 'postgres', url: address });
  try {
    await database.migrate();
    const started = performance.now();
    const phase = (what: string) =>
      console.log(`scale seed: ${what} after ${Math.round((performance.now() - started) / 1000)} s`);
    const indexes = await dropSecondaryIndexes(database.db);
    phase(`${indexes.length} secondary indexes dropped`);
    await seedProperties(database.db, {
      properties: SCALE.clients,
      auditors: SCALE.auditors,
      sampleClients: 40,
      portalAdmin: STAFF.portalAdmin,
    });
    phase(`${SCALE.clients} clients`);
    await createUser(database.db, {
      role: 'admin_light',
      ...STAFF.adminLight,
      firstName: 'Light',
      lastName: 'Bench',
    });
    const bank = await createUser(database.db, {
      role: 'bank_admin',
      ...STAFF.bank,
      firstName: 'Bank',
      lastName: 'Bench',
    });
    await seedLogs(database.db, { rows: SCALE.logRows, days: 365 });
    phase(`${SCALE.logRows} log rows`);
    await seedLeadsAndTickets(database.db, bank.id);
    phase(`${SCALE.leads} leads and ${SCALE.tickets} tickets`);
    await seedStatements(database.db, bank.id);
    phase(`${SCALE.statements} TIG statements`);
    // (seed-logs.ts builds its own trigram index after its load: IF NOT EXISTS leaves it.)
    for (const definition of indexes)
      await database.db.execute(sql.raw(definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS ')));
    phase(`${indexes.length} indexes built again`);
    await database.db.execute(sql`vacuum analyze`);
    const seconds = Math.round((performance.now() - started) / 1000);
    results['scale-seed'] = { ...SCALE, seconds };
    phase('vacuum analyze (done)');
  } finally {
    await database.close();
  }
  return address;
}

/** Words the searches look for, read from the seeded data. */
async function findSamples(url: string) {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const [client] = await database.db
      .select({ email: profiles.email, name: profiles.name })
      .from(profiles)
      .where(eq(profiles.role, 'client'))
      .orderBy(profiles.id)
      .offset(Math.floor(SCALE.clients / 2))
      .limit(1);
    const [withAuditor] = await database.db
      .select({ name: profiles.propertyAuditorName })
      .from(profiles)
      .where(and(eq(profiles.role, 'client'), isNotNull(profiles.propertyAuditorName)))
      .limit(1);
    if (!client || !withAuditor?.name) throw new Error('scale: seed check failed');
    return { email: client.email, auditorName: withAuditor.name };
  } finally {
    await database.close();
  }
}

/** A start screen's one answer at 1 connection, with the database's share. */
async function screenCase(name: string, server: Running, path: string, cookie: string) {
  const first = await fetch(`${server.url}${path}`, { headers: { cookie } });
  if (!first.ok) throw new Error(`${path} failed before the run: ${first.status} ${await first.text()}`);
  const database = await databaseTimes(`${server.url}${path}`, cookie);
  const figures = await measure(
    `${name} ${path}`,
    server,
    { url: `${server.url}${path}`, headers: { cookie } },
    1,
    CASE_TIMING,
  );
  return {
    latencyP50Ms: figures.latencyP50Ms,
    latencyP95Ms: figures.latencyP95Ms,
    ...database,
    loadAverage1m: figures.loadAverage1m,
  };
}

export async function benchScale() {
  const url = await prepareDatabase();
  const samples = await findSamples(url);
  const server = await startServer(dataDir, { DATABASE_URL: url });
  try {
    const keys = {
      portalAdmin: await setUpStaffTwoFactor(server.url, STAFF.portalAdmin),
      adminLight: await setUpStaffTwoFactor(server.url, STAFF.adminLight),
      bank: await setUpStaffTwoFactor(server.url, STAFF.bank),
    };
    const as = (who: keyof typeof STAFF) => () => signInStaff(server.url, STAFF[who], keys[who]);
    const lastPage = String(Math.ceil(SCALE.clients / 25));
    const few = `${samples.email.split('@')[0]}@`;

    const lists: { name: string; endpoint: string; who: keyof typeof STAFF; cases: ListCase[] }[] = [
      {
        name: 'admin clients',
        endpoint: '/api/admin/clients',
        who: 'portalAdmin',
        cases: [
          { name: 'first page', query: {} },
          { name: 'name asc, page 2', query: { sort: 'name', direction: 'asc', page: '2' } },
          { name: 'last page', query: { page: lastPage } },
          { name: 'status finding_auditor', query: { status: 'finding_auditor' } },
          { name: 'status document_uploaded, page 50', query: { status: 'document_uploaded', page: '50' } },
          { name: 'overdue (appointment_passed)', query: { status: 'appointment_passed' } },
          { name: 'search "Kovács"', query: { search: 'Kovács' } },
          { name: 'search one e-mail', query: { search: samples.email } },
          { name: `search "${few}"`, query: { search: few } },
          { name: 'search an auditor', query: { search: samples.auditorName } },
          { name: '30-day range', query: { dateFrom: isoDay(60), dateTo: isoDay(31) } },
        ],
      },
      {
        name: 'bank clients',
        endpoint: '/api/bank/clients',
        who: 'bank',
        cases: [
          { name: 'first page', query: {} },
          { name: 'last page', query: { page: lastPage } },
          { name: 'status new', query: { status: 'new' } },
          { name: 'search "Kovács"', query: { search: 'Kovács' } },
          { name: 'search one e-mail', query: { search: samples.email } },
        ],
      },
      {
        name: 'certificates',
        endpoint: '/api/admin/certificates',
        who: 'adminLight',
        cases: [
          { name: 'first page', query: {} },
          { name: 'uploaded asc', query: { sort: 'uploadedAt', direction: 'asc' } },
          { name: 'page 5000', query: { page: '5000' } },
          { name: 'billing pending', query: { billingStatus: 'pending' } },
          { name: 'search "Kovács"', query: { search: 'Kovács' } },
        ],
      },
      {
        name: 'system log',
        endpoint: '/api/admin/logs',
        who: 'adminLight',
        cases: [
          { name: 'newest', query: {} },
          { name: 'login events', query: { actionType: 'login' } },
          { name: 'search a name', query: { search: 'Kovács Anna' } },
          { name: 'search one e-mail', query: { search: samples.email } },
          { name: '30 days', query: { dateFrom: isoDay(40), dateTo: isoDay(11) } },
        ],
      },
      {
        name: 'auditors',
        endpoint: '/api/admin/auditors',
        who: 'portalAdmin',
        cases: [
          { name: 'by name', query: {} },
          { name: 'by clients desc', query: { sort: 'totalClients', direction: 'desc' } },
          { name: 'by rating, last page', query: { sort: 'averageRating', page: '40' } },
        ],
      },
      {
        name: 'bank auditor directory',
        endpoint: '/api/bank/auditors',
        who: 'bank',
        cases: [
          { name: 'first page', query: {} },
          { name: 'at least 4 stars', query: { minRating: '4' } },
          { name: 'page 50', query: { page: '50' } },
        ],
      },
      {
        name: 'leads',
        endpoint: '/api/leads',
        who: 'bank',
        cases: [
          { name: 'first page', query: {} },
          { name: 'by name', query: { sort: 'name', direction: 'asc' } },
          // The deepest page the pager offers: the count stops at 10,000 (decision 0023).
          { name: 'page 400', query: { page: '400' } },
          { name: 'search "Kovács"', query: { search: 'Kovács' } },
        ],
      },
      {
        name: 'client activity',
        endpoint: '/api/bank/client-activity',
        who: 'bank',
        cases: [
          { name: 'first page', query: {} },
          { name: 'certificate events', query: { group: 'certificate' } },
          { name: 'last 30 days', query: { period: '30days' } },
          { name: 'search "Kovács"', query: { search: 'Kovács' } },
          { name: 'page 400', query: { page: '400' } },
        ],
      },
      {
        name: 'tig statements',
        endpoint: '/api/tig-statements',
        who: 'bank',
        cases: [
          { name: 'first page', query: {} },
          { name: 'paid', query: { status: 'paid' } },
          { name: 'last page', query: { page: String(Math.ceil(SCALE.statements / 25)) } },
        ],
      },
      {
        name: 'support',
        endpoint: '/api/support/tickets',
        who: 'portalAdmin',
        cases: [
          { name: 'first page', query: {} },
          { name: 'last page', query: { page: '800' } },
          { name: 'search', query: { search: 'Bejelentés 1999' } },
        ],
      },
    ];
    const figures: Record<string, unknown> = {};
    for (const list of lists.filter((each) => measured(each.name)))
      figures[list.name] = await sweep(
        `scale ${list.name}`,
        server,
        list.endpoint,
        list.cases,
        SCALE.connections,
        as(list.who),
      );

    const screens: { who: keyof typeof STAFF; path: string }[] = [
      { who: 'portalAdmin', path: '/api/admin/dashboard' },
      { who: 'bank', path: '/api/bank/dashboard' },
      { who: 'bank', path: '/api/bank/dashboard/todos' },
      { who: 'bank', path: '/api/bank/menu-badges' },
      { who: 'bank', path: '/api/bank/reports' },
      { who: 'portalAdmin', path: `/api/admin/settlements?month=${isoDay(0).slice(0, 7)}` },
      { who: 'adminLight', path: `/api/admin/logs/statistics?dateFrom=${isoDay(30)}&dateTo=${isoDay(0)}` },
    ];
    const screenFigures: Record<string, unknown> = { calm: await waitForCalm('scale start screens') };
    for (const screen of screens.filter((each) => measured(each.path)))
      screenFigures[screen.path] = await screenCase('scale', server, screen.path, await as(screen.who)());
    figures.screens = screenFigures;
    results.scale = figures;
  } finally {
    await stop(server);
  }
}
