// The portal admin's start page (docs/roles/portal-admin.md, 'Start page'): the programme's counters and
// what an operator starts the day with, in two round trips: one row of counts and the latest log events.
import { and, desc, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { ACTIVE_STATUSES, type AdminDashboard } from '../../../domain/admin.ts';
import { PROPERTY_STATUSES } from '../../../domain/statuses.ts';
import { budapestWeek, startOfBudapestDay } from '../../../domain/time.ts';
import {
  auditorDetails,
  clientTotals,
  documents,
  profiles,
  properties,
  propertyTotals,
  userLogs,
} from '../../db/schema.ts';
import type { AppServices } from '../../services.ts';
import { userNameColumn } from '../system-log/index.ts';
import {
  appointmentPassedCondition,
  inactiveAuditorCondition,
  overdueCondition,
} from '../admin-clients/index.ts';

/** How many log events the page lists. */
export const RECENT_ACTIVITY_SIZE = 8;

const counted = (query: ReturnType<typeof sql>) => sql<number>`(${query})`;

export async function getAdminDashboard(services: AppServices): Promise<AdminDashboard> {
  const { db } = services.database;
  const now = services.clock();
  const week = budapestWeek(now);
  const lastWeekStart = startOfBudapestDay(week.start, -7);
  const certificate = eq(documents.type, 'certificate');
  const [[row], recent] = await Promise.all([
    db
      .select({
        // The status totals are kept by the writes (decision 0023): no count over a million properties.
        activeCertifications: counted(
          sql`select coalesce(sum(${propertyTotals.properties}), 0) from ${propertyTotals} where ${inArray(propertyTotals.status, [...ACTIVE_STATUSES])}`,
        ),
        completed: counted(
          sql`select ${propertyTotals.properties} from ${propertyTotals} where ${propertyTotals.status} = 'document_uploaded'`,
        ),
        activeAuditors: counted(
          sql`select count(*) from ${auditorDetails} where ${auditorDetails.onboardingStatus} = 'accepted' and ${auditorDetails.isActive}`,
        ),
        // Through the key, as every read of the kept totals (db/totals.ts).
        totalClients: counted(
          sql`select coalesce(sum(${clientTotals.clients}), 0) from ${clientTotals} where ${inArray(clientTotals.propertyStatus, [...PROPERTY_STATUSES])}`,
        ),
        overdue: counted(sql`select count(*) from ${properties} where ${overdueCondition(now)}`),
        waitingForAuditor: counted(
          sql`select ${propertyTotals.properties} from ${propertyTotals} where ${propertyTotals.status} = 'finding_auditor'`,
        ),
        oldestWaitingSince:
          sql<Date | null>`(select min(coalesce(${properties.orderedAt}, ${properties.createdAt})) from ${properties} where ${properties.status} = 'finding_auditor')`.mapWith(
            properties.orderedAt,
          ),
        appointmentsPassed: counted(
          sql`select count(*) from ${properties} where ${appointmentPassedCondition(now)}`,
        ),
        certificatesThisWeek: counted(
          sql`select count(*) from ${documents} where ${and(certificate, gte(documents.uploadedAt, week.start), lt(documents.uploadedAt, week.end))}`,
        ),
        certificatesLastWeek: counted(
          sql`select count(*) from ${documents} where ${and(certificate, gte(documents.uploadedAt, lastWeekStart), lt(documents.uploadedAt, week.start))}`,
        ),
        inactiveAuditorClients: counted(
          sql`select count(*) from ${properties} where ${inactiveAuditorCondition}`,
        ),
      })
      .from(sql`(select 1) as one`),
    // Sign-ins and sign-outs are most of the log and tell an operator nothing about the work.
    db
      .select({
        id: userLogs.id,
        timestamp: userLogs.timestamp,
        userName: userNameColumn,
        actionType: userLogs.actionType,
        action: userLogs.action,
      })
      .from(userLogs)
      .leftJoin(profiles, eq(profiles.id, userLogs.userId))
      .where(notInArray(userLogs.actionType, ['login', 'logout']))
      .orderBy(desc(userLogs.timestamp), desc(userLogs.id))
      .limit(RECENT_ACTIVITY_SIZE),
  ]);
  const oldest = row?.oldestWaitingSince ?? null;
  return {
    activeCertifications: Number(row?.activeCertifications ?? 0),
    completed: Number(row?.completed ?? 0),
    activeAuditors: Number(row?.activeAuditors ?? 0),
    totalClients: Number(row?.totalClients ?? 0),
    overdue: Number(row?.overdue ?? 0),
    waitingForAuditor: Number(row?.waitingForAuditor ?? 0),
    oldestWaitingSince: oldest ? oldest.toISOString() : null,
    appointmentsPassed: Number(row?.appointmentsPassed ?? 0),
    certificatesThisWeek: Number(row?.certificatesThisWeek ?? 0),
    certificatesLastWeek: Number(row?.certificatesLastWeek ?? 0),
    inactiveAuditorClients: Number(row?.inactiveAuditorClients ?? 0),
    recentActivity: recent.map((entry) => ({ ...entry, timestamp: entry.timestamp.toISOString() })),
  };
}
