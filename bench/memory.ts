// `npm run bench -- memory`: the resident memory of an idle server, on PGlite and on PostgreSQL (the part
// list in bench/run.ts).
import { results, rssMb, startServer, stop } from './kit.ts';

export async function benchMemory(label: string, dataDir: string, env: Record<string, string>) {
  await stop(await startServer(dataDir, env)); // the first start creates and seeds the database
  const server = await startServer(dataDir, env);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const idleMb = Math.round(await rssMb(server.child.pid!));
  // V8 gives back the start-up's garbage once the process has been idle for a while.
  await new Promise((resolve) => setTimeout(resolve, 25_000));
  const settledMb = Math.round(await rssMb(server.child.pid!));
  await stop(server);
  results[`idleMemory-${label}`] = { rssMb: idleMb, after30sMb: settledMb };
  console.log(`idle resident memory on ${label}: ${idleMb} MB 5 s after start, ${settledMb} MB after 30 s`);
}
