// `npm run bench -- session`: the session check every API request pays, under autocannon's load (the part
// list in bench/run.ts).
import { load, signIn, startServer, stop } from './kit.ts';

/** The session check every API request pays: GET /api/account/me as the signed-in demo client. */
export async function benchSession(label: string, dataDir: string, env: Record<string, string>) {
  const server = await startServer(dataDir, env);
  try {
    await server.seeded; // signing in before the demo client exists would count as failed attempts
    const cookie = await signIn(server.url);
    const check = await fetch(`${server.url}/api/account/me`, { headers: { cookie } });
    if (!check.ok)
      throw new Error(`session check failed before the run: ${check.status} ${await check.text()}`);
    await load(`session-${label}`, server, { url: `${server.url}/api/account/me`, headers: { cookie } });
  } finally {
    await stop(server);
  }
}
