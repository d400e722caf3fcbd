// `npm run bench -- health`: GET /api/health under autocannon's load, the floor every other request
// stands on (the part list in bench/run.ts).
import { load, startServer, stop } from './kit.ts';

export async function benchHealth(label: string, dataDir: string, env: Record<string, string>) {
  const server = await startServer(dataDir, env);
  await load(`health-${label}`, server, { url: `${server.url}/api/health` });
  await stop(server);
}
