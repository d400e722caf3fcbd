// Which auditor takes a waiting order: the one ranking that the single assignment dialog, the campaign's
// batch plan and the automatic assignment of new orders all use (docs/rules/assignment.md). Pure, so the
// browser, the server and the unit tests run the same rule.
import { z } from 'zod';
import { withArticle } from './article.ts';
import { COUNTIES, UNKNOWN_COUNTY } from './counties.ts';
import { formatNumber, toTenth } from './format.ts';
import { compareNames } from './name-order.ts';
import { availabilityByFreeCapacity } from './statuses.ts';
import { uuidSchema, userIdSchema } from './validation.ts';

const AVAILABILITY_RANK = { available: 0, busy: 1, overloaded: 2 } as const;

/** What an auditor is ranked by for one property. */
export interface AuditorFit {
  freeCapacity: number;
  countyMatch: boolean;
  /** Rounded by `roundDistanceKm`, so two auditors a few metres apart tie and the next key decides. */
  distanceKm: number | null;
  name: string;
}

/** One decimal, as the dialog shows it: the ranking compares what the person reads. */
export const roundDistanceKm = (km: number | null): number | null => (km === null ? null : toTenth(km));

/**
 * The ranking (docs/product.md, 'Auditor suggestions'): the availability band by free weekly capacity, then
 * the auditor accepting the property's county, then the distance from the company postcode (unknown last),
 * then the more free places, then the name in Hungarian order. `compareName` lets a caller that ranks
 * thousands of times pass a precomputed order that agrees with `compareNames`.
 */
export function compareAuditorFit(
  x: AuditorFit,
  y: AuditorFit,
  compareName: (a: string, b: string) => number = compareNames,
): number {
  return (
    AVAILABILITY_RANK[availabilityByFreeCapacity(x.freeCapacity)] -
      AVAILABILITY_RANK[availabilityByFreeCapacity(y.freeCapacity)] ||
    Number(y.countyMatch) - Number(x.countyMatch) ||
    (x.distanceKm ?? Infinity) - (y.distanceKm ?? Infinity) ||
    y.freeCapacity - x.freeCapacity ||
    compareName(x.name, y.name)
  );
}

export interface PlanOrder {
  propertyId: string;
  county: string;
  postcode: string;
  /** Epoch milliseconds; null (never ordered) sorts last. */
  orderedAt: number | null;
}

export interface PlanAuditor {
  id: string;
  name: string;
  workCapacity: number;
  activeClients: number;
  acceptedCounties: readonly string[];
  companyPostcode: string | null;
}

export const UNPLACED_REASONS = ['no_county_auditor', 'capacity_exhausted'] as const;
export type UnplacedReason = (typeof UNPLACED_REASONS)[number];

export const UNPLACED_REASON_LABELS: Record<UnplacedReason, string> = {
  no_county_auditor: 'Egyetlen tanúsító sem vállalja a megyét',
  capacity_exhausted: 'A megyét vállaló tanúsítók szabad helyei elfogytak',
};

export interface Placement {
  propertyId: string;
  auditorId: string;
  distanceKm: number | null;
  /** The auditor's free places just before this order took one. */
  freeBefore: number;
  workCapacity: number;
  county: string;
}

export interface PlanResult {
  placements: Placement[];
  unplaced: { propertyId: string; county: string; reason: UnplacedReason }[];
  byAuditor: {
    auditorId: string;
    assigned: number;
    freeBefore: number;
    freeAfter: number;
    averageKm: number | null;
    longestKm: number | null;
  }[];
  byCounty: { county: string; placed: number; unplaced: number }[];
}

/**
 * The campaign plan (docs/rules/assignment.md, 'Batch plan'): oldest order first (then by id, so equal
 * dates plan the same way every time), each to the best-ranked auditor who accepts its county and still
 * has a free place after the orders before it, so no auditor gets more than their free capacity. Greedy in
 * order age on purpose: the oldest order is never left unplaced to give a newer one a shorter trip
 * (decision 0024).
 */
export function planAssignments(input: {
  orders: readonly PlanOrder[];
  auditors: readonly PlanAuditor[];
  distanceKm: (from: string, to: string) => number | null;
}): PlanResult {
  const { auditors, distanceKm } = input;
  // The names' order once, so the ranking's last key is an integer compare in the inner loop.
  const nameRank = new Map(
    [...auditors].sort((a, b) => compareNames(a.name, b.name)).map((a, index) => [a.id, index]),
  );
  const free = new Map(auditors.map((a) => [a.id, a.workCapacity - a.activeClients]));
  const byCountyAuditors = new Map<string, PlanAuditor[]>();
  for (const auditor of auditors) {
    for (const county of new Set(auditor.acceptedCounties)) {
      const list = byCountyAuditors.get(county) ?? [];
      list.push(auditor);
      byCountyAuditors.set(county, list);
    }
  }
  // Orders sharing a postcode share their distances: a campaign's orders cluster in few postcodes.
  const distanceCache = new Map<string, Map<string, number | null>>();
  const distanceOf = (auditor: PlanAuditor, postcode: string): number | null => {
    if (auditor.companyPostcode === null) return null;
    let row = distanceCache.get(postcode);
    if (!row) distanceCache.set(postcode, (row = new Map()));
    let km = row.get(auditor.companyPostcode);
    if (km === undefined) {
      km = roundDistanceKm(distanceKm(auditor.companyPostcode, postcode));
      row.set(auditor.companyPostcode, km);
    }
    return km;
  };

  const orders = [...input.orders].sort(
    (a, b) =>
      (a.orderedAt ?? Infinity) - (b.orderedAt ?? Infinity) ||
      (a.propertyId < b.propertyId ? -1 : a.propertyId > b.propertyId ? 1 : 0),
  );
  const placements: Placement[] = [];
  const unplaced: PlanResult['unplaced'] = [];
  const byNameRank = (a: string, b: string) => (nameRank.get(a) ?? 0) - (nameRank.get(b) ?? 0);
  for (const order of orders) {
    const candidates = order.county === UNKNOWN_COUNTY ? [] : (byCountyAuditors.get(order.county) ?? []);
    if (candidates.length === 0) {
      unplaced.push({ propertyId: order.propertyId, county: order.county, reason: 'no_county_auditor' });
      continue;
    }
    let best: { auditor: PlanAuditor; fit: AuditorFit } | null = null;
    for (const auditor of candidates) {
      const freeCapacity = free.get(auditor.id) ?? 0;
      if (freeCapacity <= 0) continue;
      // The name key carries the id, so the precomputed order can stand in for the names.
      const fit = {
        freeCapacity,
        countyMatch: true,
        distanceKm: distanceOf(auditor, order.postcode),
        name: auditor.id,
      };
      if (!best || compareAuditorFit(fit, best.fit, byNameRank) < 0) best = { auditor, fit };
    }
    if (!best) {
      unplaced.push({ propertyId: order.propertyId, county: order.county, reason: 'capacity_exhausted' });
      continue;
    }
    free.set(best.auditor.id, best.fit.freeCapacity - 1);
    placements.push({
      propertyId: order.propertyId,
      auditorId: best.auditor.id,
      distanceKm: best.fit.distanceKm,
      freeBefore: best.fit.freeCapacity,
      workCapacity: best.auditor.workCapacity,
      county: order.county,
    });
  }
  return { placements, unplaced, ...summarisePlan(auditors, placements, unplaced) };
}

function summarisePlan(
  auditors: readonly PlanAuditor[],
  placements: readonly Placement[],
  unplaced: PlanResult['unplaced'],
): Pick<PlanResult, 'byAuditor' | 'byCounty'> {
  const perAuditor = new Map<
    string,
    { assigned: number; kmSum: number; kmCount: number; longest: number | null }
  >();
  const perCounty = new Map<string, { placed: number; unplaced: number }>();
  const countyRow = (county: string) => {
    let row = perCounty.get(county);
    if (!row) perCounty.set(county, (row = { placed: 0, unplaced: 0 }));
    return row;
  };
  for (const p of placements) {
    let row = perAuditor.get(p.auditorId);
    if (!row) perAuditor.set(p.auditorId, (row = { assigned: 0, kmSum: 0, kmCount: 0, longest: null }));
    row.assigned++;
    if (p.distanceKm !== null) {
      row.kmSum += p.distanceKm;
      row.kmCount++;
      row.longest = Math.max(row.longest ?? 0, p.distanceKm);
    }
    countyRow(p.county).placed++;
  }
  for (const u of unplaced) countyRow(u.county).unplaced++;
  return {
    byAuditor: auditors.map((a) => {
      const row = perAuditor.get(a.id);
      const freeBefore = a.workCapacity - a.activeClients;
      return {
        auditorId: a.id,
        assigned: row?.assigned ?? 0,
        freeBefore,
        freeAfter: freeBefore - (row?.assigned ?? 0),
        averageKm: row && row.kmCount > 0 ? roundDistanceKm(row.kmSum / row.kmCount) : null,
        longestKm: row?.longest ?? null,
      };
    }),
    byCounty: [...perCounty.entries()]
      .map(([county, row]) => ({ county, ...row }))
      .sort((a, b) => compareNames(a.county, b.county)),
  };
}

/** Why this auditor, in one sentence for the property and the system log. */
export function placementExplanation(
  placement: Pick<Placement, 'county' | 'distanceKm' | 'freeBefore' | 'workCapacity'>,
  kind: 'batch' | 'automatic',
): string {
  const how =
    kind === 'batch' ? 'Automatikus párosítás (kampány)' : 'Automatikus hozzárendelés új megrendeléskor';
  const distance =
    placement.distanceKm === null
      ? 'a távolság nem ismert'
      : `${formatNumber(placement.distanceKm)} km a székhelytől`;
  // 'közül' rather than a case ending: the ending after a number follows how it is said ('10-ből', '3-ból').
  return `${how}: vállalja ${withArticle(placement.county)} megyét, ${distance}, ${placement.freeBefore} szabad hely a heti ${placement.workCapacity} közül, a rangsor első helyén.`;
}

// ---- The batch's request and answers (the routes validate with these, the screen derives its types). ----

export const BANK_APPROVAL_FILTERS = ['all', 'approved', 'not_approved'] as const;

const dateOnly = z.iso.date({ error: 'Kérjük, érvényes dátumot adjon meg (ÉÉÉÉ-HH-NN).' });

/** At most this many orders may be left out by hand: their ids travel in the plan request's body. */
export const MAX_EXCLUDED_ORDERS = 2_000;

export const assignmentPlanRequestSchema = z
  .strictObject({
    counties: z
      .array(z.enum(COUNTIES, { error: 'Kérjük, a listából válasszon megyét.' }))
      .max(COUNTIES.length)
      .default([]),
    orderedFrom: dateOnly.optional(),
    orderedTo: dateOnly.optional(),
    bankApproval: z.enum(BANK_APPROVAL_FILTERS).default('all'),
    excludedAuditorIds: z.array(userIdSchema).max(5_000).default([]),
    excludedPropertyIds: z
      .array(uuidSchema)
      .max(MAX_EXCLUDED_ORDERS, {
        error: `Legfeljebb ${formatNumber(MAX_EXCLUDED_ORDERS)} megrendelést hagyhat ki.`,
      })
      .default([]),
  })
  .refine((r) => !r.orderedFrom || !r.orderedTo || r.orderedFrom <= r.orderedTo, {
    error: 'A kezdő dátum nem lehet későbbi a záró dátumnál.',
    path: ['orderedTo'],
  });
export type AssignmentPlanRequest = z.input<typeof assignmentPlanRequestSchema>;

export const BATCH_STATUSES = ['draft', 'queued', 'running', 'done'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const BATCH_ITEM_OUTCOMES = [
  'assigned',
  'skipped_already_assigned',
  'skipped_capacity',
  'skipped_auditor_unavailable',
] as const;
export type BatchItemOutcome = (typeof BATCH_ITEM_OUTCOMES)[number];

export const BATCH_OUTCOME_LABELS: Record<Exclude<BatchItemOutcome, 'assigned'>, string> = {
  skipped_already_assigned: 'Közben már kapott tanúsítót, vagy nem vár tanúsítóra',
  skipped_capacity: 'A tanúsító szabad helyei közben elfogytak',
  skipped_auditor_unavailable: 'A tanúsító közben nem vállal új megbízást',
};

const planOrderRowSchema = z.object({
  propertyId: z.string(),
  clientName: z.string(),
  address: z.string(),
  county: z.string(),
  orderDate: z.string().nullable(),
  auditorId: z.string().nullable(),
  distanceKm: z.number().nullable(),
  reason: z.enum(UNPLACED_REASONS).nullable(),
  /** Left out by the admin: neither placed nor counted as unplaced. */
  excluded: z.boolean(),
});
export type PlanOrderRow = z.infer<typeof planOrderRowSchema>;

export const assignmentPlanSchema = z.object({
  batchId: z.string(),
  waiting: z.number().int(),
  orders: z.array(planOrderRowSchema),
  byAuditor: z.array(
    z.object({
      auditorId: z.string(),
      name: z.string(),
      email: z.string(),
      workCapacity: z.number().int(),
      assigned: z.number().int(),
      freeBefore: z.number().int(),
      freeAfter: z.number().int(),
      averageKm: z.number().nullable(),
      longestKm: z.number().nullable(),
      excluded: z.boolean(),
    }),
  ),
  byCounty: z.array(z.object({ county: z.string(), placed: z.number().int(), unplaced: z.number().int() })),
});
export type AssignmentPlan = z.infer<typeof assignmentPlanSchema>;

export const assignmentBatchSchema = z.object({
  batchId: z.string(),
  status: z.enum(BATCH_STATUSES),
  total: z.number().int(),
  processed: z.number().int(),
  assigned: z.number().int(),
  skipped: z.array(
    z.object({
      propertyId: z.string(),
      address: z.string(),
      outcome: z.enum(BATCH_ITEM_OUTCOMES).exclude(['assigned']),
    }),
  ),
});
export type AssignmentBatch = z.infer<typeof assignmentBatchSchema>;
