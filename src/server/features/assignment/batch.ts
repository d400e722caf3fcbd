// A campaign's batch assignment and the automatic assignment of new orders (docs/rules/assignment.md). The
// plan is the domain's pure `planAssignments`; applying it calls `assignAuditorIn`, the dialog's own
// assignment, once per order.
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  type AssignmentBatch,
  type AssignmentPlan,
  type assignmentPlanRequestSchema,
  type BatchItemOutcome,
  placementExplanation,
  planAssignments,
  type PlanOrderRow,
  UNPLACED_REASON_LABELS,
} from '../../../domain/assignment-plan.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { budapestDayRange } from '../../../domain/time.ts';
import type { Actor } from '../../auth/guard.ts';
import { assignmentBatches, assignmentBatchItems, jobs, properties } from '../../db/schema.ts';
import { enqueueJob, type JobHandler } from '../../platform/jobs.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppServices } from '../../services.ts';
import { assignAuditorIn } from './service.ts';
import { availableAuditors } from './suggestions.ts';

export const ASSIGNMENT_BATCH_JOB = 'assignment-batch';
export const AUTO_ASSIGNMENT_JOB = 'auto-assignment';

type PlanRequest = z.output<typeof assignmentPlanRequestSchema>;

/** Rows per insert: 10 000 items in ten statements, each well under PostgreSQL's 65 535 parameters. */
const INSERT_CHUNK = 1_000;
/** Items read per round by the job. */
const APPLY_CHUNK = 200;
/**
 * Items committed together, each in a savepoint of its own (decision 0024): one commit per item made
 * PGlite's apply of 7,500 items take 266 s on the loaded bench machine; a transaction held longer would
 * keep other requests waiting on PGlite's one connection.
 */
const ITEMS_PER_TRANSACTION = 20;

/**
 * Plans the waiting orders the filters select and keeps the plan as the admin's draft (their earlier drafts
 * are dropped: a new plan replaces the one on the screen). Nothing is assigned until `startBatch`.
 */
export async function planBatch(
  services: AppServices,
  actor: Actor,
  request: PlanRequest,
): Promise<AssignmentPlan> {
  const { db } = services.database;
  const range = budapestDayRange(request.orderedFrom, request.orderedTo);
  const conditions: SQL[] = [eq(properties.status, 'finding_auditor')];
  if (request.counties.length > 0) conditions.push(inArray(properties.county, request.counties));
  if (range.from) conditions.push(gte(properties.orderedAt, range.from));
  if (range.toExclusive) conditions.push(lt(properties.orderedAt, range.toExclusive));
  if (request.bankApproval === 'approved') conditions.push(isNotNull(properties.couponApprovedAt));
  if (request.bankApproval === 'not_approved') conditions.push(isNull(properties.couponApprovedAt));
  const [waiting, auditors] = await Promise.all([
    db
      .select({
        propertyId: properties.id,
        // The client's name is copied onto the property by a trigger (decision 0009): no join.
        clientName: properties.clientName,
        address: properties.address,
        county: properties.county,
        postcode: properties.postcode,
        orderedAt: properties.orderedAt,
      })
      .from(properties)
      .where(and(...conditions))
      .orderBy(sql`${properties.orderedAt} asc nulls last`, asc(properties.id)),
    availableAuditors(services),
  ]);
  const excludedOrders = new Set(request.excludedPropertyIds);
  const excludedAuditors = new Set(request.excludedAuditorIds);
  const plan = planAssignments({
    orders: waiting
      .filter((o) => !excludedOrders.has(o.propertyId))
      .map((o) => ({ ...o, orderedAt: o.orderedAt?.getTime() ?? null })),
    auditors: auditors.filter((a) => !excludedAuditors.has(a.id)),
    distanceKm: (from, to) => services.postcodes.distanceKm(from, to),
  });

  const batchId = await db.transaction(async (tx) => {
    await tx
      .delete(assignmentBatches)
      .where(and(eq(assignmentBatches.createdBy, actor.userId), eq(assignmentBatches.status, 'draft')));
    const [batch] = await tx
      .insert(assignmentBatches)
      .values({
        createdBy: actor.userId,
        createdAt: services.clock(),
        total: plan.placements.length,
        request,
      })
      .returning({ id: assignmentBatches.id });
    if (!batch) throw new Error('The batch was not saved');
    for (let start = 0; start < plan.placements.length; start += INSERT_CHUNK) {
      await tx.insert(assignmentBatchItems).values(
        plan.placements.slice(start, start + INSERT_CHUNK).map((p, i) => ({
          batchId: batch.id,
          position: start + i,
          propertyId: p.propertyId,
          auditorId: p.auditorId,
          county: p.county,
          distanceKm: p.distanceKm,
          freeBefore: p.freeBefore,
          workCapacity: p.workCapacity,
        })),
      );
    }
    return batch.id;
  });

  const placed = new Map(plan.placements.map((p) => [p.propertyId, p]));
  const reasons = new Map(plan.unplaced.map((u) => [u.propertyId, u.reason]));
  const orders: PlanOrderRow[] = waiting.map((o) => ({
    propertyId: o.propertyId,
    clientName: o.clientName,
    address: o.address,
    county: o.county,
    orderDate: o.orderedAt?.toISOString() ?? null,
    auditorId: placed.get(o.propertyId)?.auditorId ?? null,
    distanceKm: placed.get(o.propertyId)?.distanceKm ?? null,
    reason: reasons.get(o.propertyId) ?? null,
    excluded: excludedOrders.has(o.propertyId),
  }));
  const summary = new Map(plan.byAuditor.map((row) => [row.auditorId, row]));
  return {
    batchId,
    waiting: waiting.length,
    orders,
    byAuditor: auditors.map((a) => {
      const row = summary.get(a.id);
      const freeBefore = a.workCapacity - a.activeClients;
      return {
        auditorId: a.id,
        name: a.name,
        email: a.email,
        workCapacity: a.workCapacity,
        assigned: row?.assigned ?? 0,
        freeBefore,
        freeAfter: row?.freeAfter ?? freeBefore,
        averageKm: row?.averageKm ?? null,
        longestKm: row?.longestKm ?? null,
        excluded: excludedAuditors.has(a.id),
      };
    }),
    byCounty: plan.byCounty,
  };
}

/** The batch as its planner may read it; anyone else's is missing (404), as for other records. */
async function ownBatch(services: AppServices, actor: Actor, batchId: string) {
  const [batch] = await services.database.db
    .select()
    .from(assignmentBatches)
    .where(and(eq(assignmentBatches.id, batchId), eq(assignmentBatches.createdBy, actor.userId)));
  if (!batch) throw new AppError('not_found', 404, MESSAGES.assignment.batchNotFound);
  return batch;
}

/**
 * Confirms a draft: one conditional update from draft to queued, so a double click or a second tab starts
 * it once (the job's unique key says the same), and the job is queued in the same transaction.
 */
export async function startBatch(
  services: AppServices,
  actor: Actor,
  batchId: string,
): Promise<AssignmentBatch> {
  const batch = await ownBatch(services, actor, batchId);
  if (batch.status !== 'draft') throw new AppError('batch_started', 409, MESSAGES.assignment.batchStarted);
  if (batch.total === 0) throw new AppError('batch_empty', 409, MESSAGES.assignment.batchEmpty);
  await services.database.db.transaction(async (tx) => {
    const [started] = await tx
      .update(assignmentBatches)
      .set({ status: 'queued', startedAt: services.clock() })
      .where(and(eq(assignmentBatches.id, batchId), eq(assignmentBatches.status, 'draft')))
      .returning({ id: assignmentBatches.id });
    if (!started) throw new AppError('batch_started', 409, MESSAGES.assignment.batchStarted);
    // Due on the app's clock, not the database's, so the dev clock and a test's clock run it too.
    await enqueueJob(
      tx,
      ASSIGNMENT_BATCH_JOB,
      { batchId },
      { uniqueKey: `${ASSIGNMENT_BATCH_JOB}:${batchId}`, runAt: services.clock() },
    );
  });
  return getBatch(services, actor, batchId);
}

/** The batch's progress and what it skipped, for the screen's poll. */
export async function getBatch(
  services: AppServices,
  actor: Actor,
  batchId: string,
): Promise<AssignmentBatch> {
  const batch = await ownBatch(services, actor, batchId);
  const { db } = services.database;
  const [outcomes, skipped] = await Promise.all([
    db
      .select({ outcome: assignmentBatchItems.outcome, n: count() })
      .from(assignmentBatchItems)
      .where(eq(assignmentBatchItems.batchId, batchId))
      .groupBy(assignmentBatchItems.outcome),
    db
      .select({
        propertyId: assignmentBatchItems.propertyId,
        address: properties.address,
        outcome: assignmentBatchItems.outcome,
      })
      .from(assignmentBatchItems)
      .innerJoin(properties, eq(properties.id, assignmentBatchItems.propertyId))
      .where(
        and(
          eq(assignmentBatchItems.batchId, batchId),
          isNotNull(assignmentBatchItems.outcome),
          ne(assignmentBatchItems.outcome, 'assigned'),
        ),
      )
      .orderBy(asc(assignmentBatchItems.position))
      .limit(1_000),
  ]);
  const by = new Map(outcomes.map((r) => [r.outcome, Number(r.n)]));
  const processed = outcomes.reduce((sum, r) => sum + (r.outcome === null ? 0 : Number(r.n)), 0);
  return {
    batchId: batch.id,
    status: batch.status,
    total: batch.total,
    processed,
    assigned: by.get('assigned') ?? 0,
    skipped: skipped.flatMap((s) =>
      s.outcome && s.outcome !== 'assigned'
        ? [{ propertyId: s.propertyId, address: s.address, outcome: s.outcome }]
        : [],
    ),
  };
}

const SKIP_OUTCOMES: Partial<Record<string, BatchItemOutcome>> = {
  no_property_to_assign: 'skipped_already_assigned',
  auditor_full: 'skipped_capacity',
  auditor_unavailable: 'skipped_auditor_unavailable',
};

/**
 * Applies a started batch, item by item in the plan's order, each through the dialog's assignment in the
 * same transaction as the item's outcome: a restart resumes at the first item without one, and an item is
 * never applied twice. A property assigned meanwhile, or an auditor whose free places are gone,
 * is skipped and reported, never forced. `shouldStop` lets a test stop it as a dying instance would.
 */
export async function applyBatch(
  services: AppServices,
  logger: FastifyBaseLogger,
  batchId: string,
  options: { shouldStop?: () => boolean; afterTransaction?: () => Promise<void> } = {},
): Promise<void> {
  const { db } = services.database;
  const [batch] = await db.select().from(assignmentBatches).where(eq(assignmentBatches.id, batchId));
  if (!batch || batch.status === 'done' || batch.status === 'draft') return;
  if (batch.status === 'queued')
    await db.update(assignmentBatches).set({ status: 'running' }).where(eq(assignmentBatches.id, batchId));
  for (;;) {
    const items = await db
      .select()
      .from(assignmentBatchItems)
      .where(and(eq(assignmentBatchItems.batchId, batchId), isNull(assignmentBatchItems.outcome)))
      .orderBy(asc(assignmentBatchItems.position))
      .limit(APPLY_CHUNK);
    if (items.length === 0) break;
    for (let start = 0; start < items.length; start += ITEMS_PER_TRANSACTION) {
      let stopped = false;
      await db.transaction(async (tx) => {
        for (const item of items.slice(start, start + ITEMS_PER_TRANSACTION)) {
          if (options.shouldStop?.()) {
            stopped = true;
            return;
          }
          try {
            // A savepoint per item: a skipped item rolls back alone and the others commit together.
            await tx.transaction(async (savepoint) => {
              await assignAuditorIn(savepoint, services, logger, {
                byUserId: batch.createdBy,
                propertyId: item.propertyId,
                auditorId: item.auditorId,
                how: 'batch_assignment',
                explanation: placementExplanation(item, 'batch'),
                requireFreePlace: true,
              });
              await setOutcome(savepoint, batchId, item.position, 'assigned');
            });
          } catch (error) {
            const outcome = error instanceof AppError ? SKIP_OUTCOMES[error.code] : undefined;
            if (!outcome) throw error;
            await setOutcome(tx, batchId, item.position, outcome);
          }
        }
      });
      if (stopped) return;
      await options.afterTransaction?.();
      // PGlite has one connection: the screen's poll and other requests get their turn between transactions.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  await db
    .update(assignmentBatches)
    .set({ status: 'done', finishedAt: services.clock() })
    .where(eq(assignmentBatches.id, batchId));
}

/** Only an item without an outcome gets one: a second worker on the same item changes nothing. */
async function setOutcome(
  executor: Parameters<typeof assignAuditorIn>[0],
  batchId: string,
  position: number,
  outcome: BatchItemOutcome,
): Promise<void> {
  await executor
    .update(assignmentBatchItems)
    .set({ outcome })
    .where(
      and(
        eq(assignmentBatchItems.batchId, batchId),
        eq(assignmentBatchItems.position, position),
        isNull(assignmentBatchItems.outcome),
      ),
    );
}

const batchPayload = z.object({ batchId: z.uuid() });

/** The runner's lease is 5 minutes (platform/jobs.ts); a long batch renews it, as the weekly ZIP does. */
const LEASE_MS = 5 * 60_000;
const LEASE_RENEW_MS = 60_000;

export const assignmentBatchJobHandler =
  (services: AppServices, logger: FastifyBaseLogger): JobHandler =>
  async (payload, job) => {
    let renewedAt = services.clock().getTime();
    // Renewed between transactions, on the app's clock, so another instance does not claim it meanwhile.
    const renewLease = async () => {
      const now = services.clock().getTime();
      if (now - renewedAt < LEASE_RENEW_MS) return;
      renewedAt = now;
      await services.database.db
        .update(jobs)
        .set({ lockedUntil: new Date(now + LEASE_MS) })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')));
    };
    await applyBatch(services, logger, batchPayload.parse(payload).batchId, { afterTransaction: renewLease });
  };

const autoPayload = z.object({ propertyId: z.uuid() });

/**
 * A new order, assigned by the batch plan's rule when AUTO_ASSIGN_NEW_ORDERS is on (docs/rules/assignment.md,
 * 'New orders'). The reason, or why no auditor could take it, is kept on the property; an order it cannot
 * place waits for the admin as before.
 */
export async function autoAssignOrder(
  services: AppServices,
  logger: FastifyBaseLogger,
  propertyId: string,
): Promise<void> {
  const { db } = services.database;
  const [[order], auditors] = await Promise.all([
    db
      .select({
        propertyId: properties.id,
        county: properties.county,
        postcode: properties.postcode,
        orderedAt: properties.orderedAt,
      })
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.status, 'finding_auditor'))),
    availableAuditors(services),
  ]);
  if (!order) return;
  const plan = planAssignments({
    orders: [{ ...order, orderedAt: order.orderedAt?.getTime() ?? null }],
    auditors,
    distanceKm: (from, to) => services.postcodes.distanceKm(from, to),
  });
  const placement = plan.placements[0];
  const unplaced = plan.unplaced[0];
  if (!placement) {
    if (unplaced)
      await db
        .update(properties)
        .set({
          assignmentExplanation: `Automatikus hozzárendelés nem történt: ${UNPLACED_REASON_LABELS[unplaced.reason].toLocaleLowerCase('hu')}.`,
        })
        .where(and(eq(properties.id, propertyId), eq(properties.status, 'finding_auditor')));
    return;
  }
  try {
    await db.transaction((tx) =>
      assignAuditorIn(tx, services, logger, {
        byUserId: null,
        propertyId,
        auditorId: placement.auditorId,
        how: 'automatic_assignment',
        explanation: placementExplanation(placement, 'automatic'),
        requireFreePlace: true,
      }),
    );
  } catch (error) {
    // Someone assigned it first, or the place went meanwhile: the order stays with the admin, no retry.
    if (error instanceof AppError && SKIP_OUTCOMES[error.code]) {
      logger.info({ propertyId, code: error.code }, 'automatic assignment skipped');
      return;
    }
    throw error;
  }
}

export const autoAssignmentJobHandler =
  (services: AppServices, logger: FastifyBaseLogger): JobHandler =>
  async (payload) => {
    await autoAssignOrder(services, logger, autoPayload.parse(payload).propertyId);
  };

/** Queued by the order's own transaction, so an order rolled back queues nothing. */
export async function queueAutoAssignment(
  executor: Parameters<typeof enqueueJob>[0],
  propertyId: string,
  now: Date,
): Promise<void> {
  await enqueueJob(
    executor,
    AUTO_ASSIGNMENT_JOB,
    { propertyId },
    {
      uniqueKey: `${AUTO_ASSIGNMENT_JOB}:${propertyId}`,
      runAt: now,
    },
  );
}
