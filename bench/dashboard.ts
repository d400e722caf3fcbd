// `npm run bench -- dashboard`: the client dashboard's one request with 100,000 properties seeded in bulk
// (the part list in bench/run.ts).
import path from 'node:path';
import type autocannon from 'autocannon';
import { dataDir, load, seedDatabase, signIn, startServer, stop } from './kit.ts';

// 10 connections: as many requests at once as the server has PostgreSQL connections (client.ts).
const DASHBOARD = { properties: 100_000, auditors: 40, sampleClients: 40, connections: 10 } as const;

/**
 * The client dashboard's one request, GET /api/client/property, with 100,000 properties in the
 * database. The sample clients take turns request by request, so the run reads 40 rows spread across the
 * table rather than one cached row. The seed is written before the server starts (PGlite admits one process).
 */
export async function benchDashboard(label: string, databaseUrl: string | null) {
  const dashboardDir = path.join(dataDir, `dashboard-${label}`);
  const { seed } = await seedDatabase(
    'dashboard',
    label,
    dashboardDir,
    databaseUrl,
    DASHBOARD,
    async () => {},
  );
  const { clients } = seed;

  const server = await startServer(dashboardDir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    // Signed in just before the runs: the session's copy in the cookie (trusted for 60 s, auth.ts) covers
    // both (about 30 s), as it covers a browser's requests; after it, every request would ask the database.
    const cookies: string[] = [];
    for (let i = 0; i < clients.length; i += 4) {
      cookies.push(
        ...(await Promise.all(clients.slice(i, i + 4).map((client) => signIn(server.url, client)))),
      );
    }
    for (const [i, cookie] of cookies.entries()) {
      const response = await fetch(`${server.url}/api/client/property`, { headers: { cookie } });
      const body = (await response.json()) as { property: { status: string } | null };
      if (!response.ok || body.property?.status !== clients[i]!.status)
        throw new Error(`dashboard check failed before the run: ${response.status} ${JSON.stringify(body)}`);
    }
    let next = 0;
    const options: autocannon.Options = {
      url: `${server.url}/api/client/property`,
      requests: [
        {
          method: 'GET',
          path: '/api/client/property',
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, cookie: cookies[next++ % cookies.length]! },
          }),
        },
      ],
    };
    await load(`dashboard-${label}`, server, options, DASHBOARD.connections);
    // One request at a time: the time a request takes when it does not wait behind others.
    await load(`dashboard-${label}-1-connection`, server, options, 1);
  } finally {
    await stop(server);
  }
}
