// Idempotent POSTs (docs/rules/api.md, 'Idempotency'): a client that lost an answer (a 502 from a failed
// instance) sends the same request again with the same `Idempotency-Key` header and gets the first answer,
// without the work being done twice. Registered in a plugin's context (`registerIdempotency`), it covers
// every POST of that context: the machine API's, and any other that names its owner (an API key).
//
// - The first request claims the key with one INSERT … ON CONFLICT DO NOTHING: of two at once exactly one
//   gets the row; the other finds it running and is answered 409 'még folyamatban' (with Retry-After).
// - A 2xx answer is kept with its status (preSerialization, before the reply is written) for 24 hours; a
//   refusal or failure releases the claim, as its work was rolled back, so a retry does the work.
// - The same key with another request (route or body) is refused 422.
// - A claim whose instance died is taken over after its lease (5 minutes).
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../../domain/api-keys.ts';
import { idempotencyKeys } from '../db/schema.ts';
import type { AppServices } from '../services.ts';
import { AppError } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a kept answer is replayed; the retention job deletes older ones (platform/retention.ts). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
const LEASE_MS = 5 * 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

interface Claim {
  owner: string;
  key: string;
  /** This request answered from the kept answer: nothing to store. */
  replayed: boolean;
  settled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: Claim | null;
  }
}

/** What a request is, for telling a retry from another request under the same key. */
function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url ?? ''}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/**
 * Makes every POST in this plugin context idempotent under its `Idempotency-Key` header (optional: a POST
 * without one is done each time). `owner` names whose keys they are (an API key's id); keys of two owners
 * never meet.
 */
export function registerIdempotency(
  app: FastifyInstance,
  services: AppServices,
  owner: (request: FastifyRequest) => string,
): void {
  const { db } = services.database;
  if (!app.hasRequestDecorator('idempotency')) app.decorateRequest('idempotency', null);

  const release = async (claim: Claim) => {
    claim.settled = true;
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.apiKeyId, claim.owner),
          eq(idempotencyKeys.key, claim.key),
          eq(idempotencyKeys.status, 'running'),
        ),
      );
  };

  // After validation: a malformed request is refused before it claims anything.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header))
      throw new AppError('idempotency_key_invalid', 400, API_MESSAGES.idempotencyKeyInvalid);
    const claim: Claim = { owner: owner(request), key: header, replayed: false, settled: false };
    const hash = requestHash(request);
    const now = services.clock();
    const match = and(eq(idempotencyKeys.apiKeyId, claim.owner), eq(idempotencyKeys.key, claim.key));

    // A kept answer past its day no longer counts, even before the retention job deletes it.
    await db
      .delete(idempotencyKeys)
      .where(and(match, lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS))));
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({
        apiKeyId: claim.owner,
        key: claim.key,
        requestHash: hash,
        lockedUntil: new Date(now.getTime() + LEASE_MS),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed) {
      request.idempotency = claim;
      return;
    }
    const [existing] = await db.select().from(idempotencyKeys).where(match);
    if (!existing) throw inProgress(); // released by its request this very moment: the retry may go again
    if (existing.requestHash !== hash)
      throw new AppError('idempotency_key_reused', 422, API_MESSAGES.idempotencyKeyReused);
    if (existing.status === 'done') {
      request.idempotency = { ...claim, replayed: true, settled: true };
      return reply
        .code(existing.responseStatus ?? 200)
        .header('idempotent-replayed', 'true')
        .send(existing.responseBody);
    }
    // Running: its instance may have died; past its lease the claim is taken over.
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ lockedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(and(match, eq(idempotencyKeys.status, 'running'), sql`${idempotencyKeys.lockedUntil} < ${now}`))
      .returning({ key: idempotencyKeys.key });
    if (!taken) throw inProgress();
    request.idempotency = claim;
  });

  // The answer is kept before it is written, so a retry after a lost answer finds it.
  app.addHook('preSerialization', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim || claim.settled) return payload;
    if (reply.statusCode >= 300) {
      await release(claim);
      return payload;
    }
    claim.settled = true;
    await db
      .update(idempotencyKeys)
      .set({
        status: 'done',
        responseStatus: reply.statusCode,
        responseBody: payload,
        lockedUntil: null,
      })
      .where(and(eq(idempotencyKeys.apiKeyId, claim.owner), eq(idempotencyKeys.key, claim.key)));
    return payload;
  });

  // A refusal or failure whose answer was not kept: the work was rolled back, so a retry may do it.
  app.addHook('onResponse', async (request) => {
    const claim = request.idempotency;
    if (claim && !claim.settled) await release(claim);
  });
}

const inProgress = () =>
  new AppError('idempotency_in_progress', 409, API_MESSAGES.idempotencyInProgress, {
    headers: { 'retry-after': '1' },
  });
