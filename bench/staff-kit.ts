// What bench/run.ts lends a part measured as a staff member: its seeding, server, sign-in with the
// authenticator app, and measuring (bench/bank-reports.ts, bench/settlement.ts).
import type autocannon from 'autocannon';
import type { Db } from '../src/server/db/client.ts';
import type { Credentials, SeedOptions, SeedResult } from './seed-properties.ts';

/** One case's autocannon figures, as bench/run.ts's measure returns them. */
export interface MeasuredFigures {
  requests: number;
  latencyP50Ms: number;
  latencyP95Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  non2xx: number;
  errors: number;
  loadAverage1m: number;
}

export interface StaffBenchKit<Running extends { url: string }> {
  seed: (options: SeedOptions, inspect: (db: Db, seed: SeedResult) => Promise<void>) => Promise<unknown>;
  startServer: () => Promise<Running>;
  stop: (server: Running) => Promise<void>;
  waitForCalm: (what: string) => Promise<unknown>;
  setUpStaffTwoFactor: (url: string, credentials: Credentials) => Promise<Uint8Array>;
  signInStaff: (url: string, credentials: Credentials, key: Uint8Array) => Promise<string>;
  measure: (
    name: string,
    server: Running,
    options: autocannon.Options,
    connections: number,
    timing: { warmUpS: number; durationS: number },
  ) => Promise<MeasuredFigures>;
}
