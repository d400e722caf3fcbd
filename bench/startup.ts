// `npm run bench -- startup` and `-- restart`: how long the built server takes to answer its first 200
// from /api/health, started cold on an existing PGlite data folder, and restarted while the old one lets go
// of the embedded database (the part list in bench/run.ts).
import os from 'node:os';
import { results, startServer, stop } from './kit.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchStartup(dataDir: string) {
  await stop(await startServer(dataDir)); // first start: creates, migrates and seeds the data dir
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const server = await startServer(dataDir);
    times.push(server.startMs);
    await stop(server);
  }
  results.startup = {
    runsMs: times.map(Math.round),
    medianMs: Math.round(median(times)),
    maxMs: Math.round(Math.max(...times)),
  };
  console.log(
    `startup (existing PGlite data dir -> first 200 from /api/health): median ${Math.round(median(times))} ms, max ${Math.round(Math.max(...times))} ms`,
  );
}

/**
 * A restart on the embedded database: the old server gets SIGTERM and the new one is started at the same
 * moment, as `npm start` typed again right after Ctrl+C. The new one waits for the old one to close the
 * database (docs/architecture.md, 'Database') and then starts as in `startup`.
 */
export async function benchRestart(dataDir: string) {
  let server = await startServer(dataDir); // creates, migrates and seeds the data dir if it is new
  const toFirst200: number[] = [];
  const oldExit: number[] = [];
  try {
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const exited = new Promise<number>((resolve) =>
        server.child.once('exit', () => resolve(performance.now() - started)),
      );
      server.child.kill('SIGTERM');
      server = await startServer(dataDir);
      toFirst200.push(performance.now() - started);
      oldExit.push(await exited);
    }
  } finally {
    await stop(server);
  }
  results.restart = {
    toFirst200Ms: toFirst200.map(Math.round),
    medianMs: Math.round(median(toFirst200)),
    maxMs: Math.round(Math.max(...toFirst200)),
    oldProcessExitMs: oldExit.map(Math.round),
    loadAverage1m: Math.round(os.loadavg()[0]! * 100) / 100,
  };
  console.log(
    `restart (SIGTERM and a new server at once on PGlite -> its first 200 from /api/health): median ${Math.round(median(toFirst200))} ms, max ${Math.round(Math.max(...toFirst200))} ms; the old one exited after median ${Math.round(median(oldExit))} ms`,
  );
}
