// What a query knows of the request it serves, on PostgreSQL: how long a statement may run, whether the
// person is still waiting, and how much of the request went to the database (docs/architecture.md,
// 'Database'). A person's request may keep the database busy for STATEMENT_TIMEOUT_MS (config, 5 s) at the
// most, and not at all once they have gone; a route that reads or writes in bulk (an export, an import)
// declares `config: { longQueries: true }`. Background jobs, the CLI and migrations run outside any
// request and have no limit. PGlite, one process serving one person at a time, has neither.
import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import pg from 'pg';

export interface QueryScope {
  /** PostgreSQL's statement_timeout for this request's statements, in ms; 0 for none. */
  statementTimeoutMs: number;
  /**
   * Whether PostgreSQL may run this request's statements with parallel workers. A person's page or an API
   * client's is read through an index in a few milliseconds; starting two workers and merging what they
   * return cost 80 ms a page of the change feed at a million properties, and four people at once on two
   * cores wait for each other's workers (decision 0023). An export or an import may use them.
   */
  parallelPlans: boolean;
  /** Aborted when the person stops waiting: their running statement is cancelled. */
  signal: AbortSignal;
  /** Milliseconds this request has waited on its statements (Server-Timing: db). */
  databaseMs: number;
}

/**
 * Once the person has gone, a statement is cancelled when it has run this long (at once if it has already).
 * A cancel request names the connection, not the statement: one sent just as a short statement ends could
 * hit the connection's next statement, someone else's; a statement this old is not about to end.
 */
const CANCEL_AFTER_MS = 100;

export const queryScopes = new AsyncLocalStorage<QueryScope>();

/** PostgreSQL's answer when a statement was cancelled: by statement_timeout or by a cancel request. */
export const QUERY_CANCELED = '57014';

type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;
type Callback = (error: unknown, result: unknown) => void;
const baseQuery = pg.Client.prototype.query as unknown as QueryFn;

/**
 * The pool's connection: before a statement it sets the session's statement_timeout and parallel workers to
 * what the scope asks (only when that differs from what was set last, so a connection that serves requests
 * all day sets them once), and it times the statement and cancels it when the scope's person goes away.
 */
export class ScopedClient extends pg.Client {
  readonly config: pg.ClientConfig;
  /** The settings last set on this session (sessionSettings); undefined when not known (a fresh or failed one). */
  settings: string | undefined = undefined;
  /** The statement running now, if a scope is waiting on it. */
  running: symbol | undefined = undefined;

  // Optional in the signature only because the pool's types say it builds clients without one; it passes
  // its own options.
  constructor(config: pg.ClientConfig = {}) {
    super(config);
    this.config = config;
  }
}

/**
 * The pool of ScopedClients. A caller that waits for a free connection is called back when another caller
 * releases one, in that caller's async context; bound here to its own, each statement runs in its own
 * request's scope.
 */
export class ScopedPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super({ ...config, Client: ScopedClient });
  }
}
const baseConnect = pg.Pool.prototype.connect as (this: pg.Pool, ...args: unknown[]) => unknown;
(ScopedPool.prototype as unknown as { connect: (...args: unknown[]) => unknown }).connect = function (
  this: pg.Pool,
  ...args: unknown[]
) {
  const callback = args[0];
  return typeof callback === 'function'
    ? baseConnect.call(this, AsyncResource.bind(callback as (...a: unknown[]) => unknown))
    : baseConnect.apply(this, args);
};

/** The backend process of a connection (node-postgres sets it at connect; its types leave it out). */
const processIdOf = (client: pg.Client) => (client as unknown as { processID: number | null }).processID;

const TRANSACTION_CONTROL = /^\s*(begin|start transaction|commit|end|rollback|savepoint|release)\b/i;

function queryText(first: unknown): string {
  if (typeof first === 'string') return first;
  const text = (first as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

(ScopedClient.prototype as unknown as { query: QueryFn }).query = function scopedQuery(
  this: pg.Client,
  ...args: unknown[]
) {
  return runInScope(this as ScopedClient, args);
};

/** The SET statements for `scope`'s statements; outside any scope (a job, the CLI), no limit and the defaults. */
function sessionSettings(scope: QueryScope | undefined): string {
  const workers = scope && !scope.parallelPlans ? '0' : 'default';
  return `set statement_timeout = ${scope?.statementTimeoutMs ?? 0}; set max_parallel_workers_per_gather = ${workers}`;
}

function runInScope(client: ScopedClient, args: unknown[]): unknown {
  const scope = queryScopes.getStore();
  // The pool passes a callback; Drizzle's transactions and direct callers take the promise.
  const callback = typeof args.at(-1) === 'function' ? (args.at(-1) as Callback) : undefined;
  const text = queryText(args[0]);
  // A SET inside a transaction that is rolled back is undone with it.
  if (/^\s*rollback/i.test(text)) client.settings = undefined;
  const wanted = sessionSettings(scope);
  const submittable = typeof (args[0] as { submit?: unknown } | null)?.submit === 'function';
  // A transaction's own statements go as they are: a SET before the ROLLBACK of a failed transaction would
  // fail, and the ROLLBACK would never be sent.
  if (client.settings === wanted || submittable || TRANSACTION_CONTROL.test(text))
    return runStatement(client, scope, args, callback);
  // The session's settings first, then the statement: one more round trip, only when they change (a
  // connection that serves requests all day sets them once).
  client.settings = wanted;
  const set = baseQuery.call(client, wanted) as Promise<unknown>;
  const unknownAfter = (error: unknown) => {
    // Inside a failed transaction: the setting is unknown, and the statement would fail the same way.
    client.settings = undefined;
    if (!callback) throw error;
    callback(error, undefined);
  };
  const statement = set.then(() => runStatement(client, scope, args, callback), unknownAfter);
  return callback ? undefined : statement;
}

/** Runs the statement, timed and cancellable in `scope`. */
function runStatement(
  client: ScopedClient,
  scope: QueryScope | undefined,
  args: unknown[],
  callback: Callback | undefined,
): unknown {
  if (!scope) return baseQuery.apply(client, args);
  // The person has gone before the statement was sent: it is not sent at all. A transaction's own
  // statements still are, so the connection goes back to the pool with its transaction ended.
  if (scope.signal.aborted && !TRANSACTION_CONTROL.test(queryText(args[0]))) {
    const error = Object.assign(new Error('canceling statement: the request has ended'), {
      code: QUERY_CANCELED,
    });
    if (!callback) return Promise.reject(error);
    queueMicrotask(() => callback(error, undefined));
    return undefined;
  }

  const statement = Symbol('statement');
  const started = performance.now();
  const onAbort = () => {
    const wait = Math.max(0, CANCEL_AFTER_MS - (performance.now() - started));
    setTimeout(() => void cancelStatement(client, statement), wait).unref();
  };
  const settle = (failed: boolean) => {
    if (client.running === statement) client.running = undefined;
    if (failed) client.settings = undefined;
    scope.databaseMs += performance.now() - started;
    scope.signal.removeEventListener('abort', onAbort);
  };
  if (callback) {
    args[args.length - 1] = (error: unknown, result: unknown) => {
      settle(Boolean(error));
      callback(error, result);
    };
  }
  const result = baseQuery.apply(client, args);
  // A cursor or stream (a Submittable) runs in parts; only whole statements are timed and cancelled.
  if (!callback && !(result instanceof Promise)) return result;
  client.running = statement;
  scope.signal.addEventListener('abort', onAbort, { once: true });
  if (callback) return result;
  return (result as Promise<unknown>).then(
    (value) => {
      settle(false);
      return value;
    },
    (error: unknown) => {
      settle(true);
      throw error;
    },
  );
}

/** Cancels `statement` on `client`'s backend if it is still running once a cancelling connection is open. */
async function cancelStatement(client: ScopedClient, statement: symbol): Promise<void> {
  const pid = processIdOf(client);
  if (!pid) return;
  const canceller = new pg.Client(client.config);
  canceller.on('error', () => {});
  try {
    await canceller.connect();
    if (client.running === statement) await canceller.query('select pg_cancel_backend($1)', [pid]);
  } catch {
    // The statement then ends by itself, at the latest at its statement_timeout.
  } finally {
    await canceller.end().catch(() => {});
  }
}

/** True when `error` (or what it wraps) is a statement PostgreSQL cancelled. */
export function isQueryCanceled(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === QUERY_CANCELED) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
