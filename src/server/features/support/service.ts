// Support tickets (docs/product.md, 'Support tickets'). The bank's staff open tickets, the portal admins
// answer; both write in the thread. Every change is in user_logs with its old and new values, and the other
// side is e-mailed through the outbox in the same transaction.
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  SUPPORT_ROLES,
  canSetTicketStatus,
  statusChangeLine,
  TICKET_PAGE_SIZE,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_TYPE_LABELS,
  ticketStatusTargets,
  type TicketDetail,
  type TicketEvent,
  type TicketList,
  type TicketsQuery,
  type TicketStatus,
  type TicketSummary,
} from '../../../domain/support.ts';
import { checkAccess, roles } from '../../auth/access.ts';
import type { Actor } from '../../auth/guard.ts';
import type { Executor } from '../../db/client.ts';
import { containsText, countedPage, iso } from '../../db/query-helpers.ts';
import { profiles, supportTicketComments, supportTickets } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import type { TemplateData } from '../../platform/mail/templates.ts';
import type { AppServices } from '../../services.ts';
import { UNKNOWN_USER_LABEL } from '../../../domain/log-types.ts';

/** Who writes: a signed-in staff member, or the demo seed acting as one. */
export type SupportActor = Pick<Actor, 'userId' | 'name' | 'role' | 'onboarded'>;

/** The bank's staff open tickets; they and the portal admin read and answer them (docs/rules/access.md). */
export const SUPPORT_CREATORS = roles(...SUPPORT_ROLES.create);
export const SUPPORT_READERS = roles(...SUPPORT_ROLES.read);

export interface NewTicket {
  title: string;
  description: string;
  type: TicketSummary['type'];
  priority: TicketSummary['priority'];
}

const creator = alias(profiles, 'creator');
const author = alias(profiles, 'author');

const ticketNotFound = () => new AppError('ticket_not_found', 404, MESSAGES.ticket.notFound);

// --- Reading ------------------------------------------------------------------------------------------

const commentCount = sql<number>`(select count(*)::int from ${supportTicketComments} where ${supportTicketComments.ticketId} = ${supportTickets.id} and ${supportTicketComments.kind} = 'comment')`;

const summaryColumns = {
  id: supportTickets.id,
  title: supportTickets.title,
  type: supportTickets.type,
  priority: supportTickets.priority,
  status: supportTickets.status,
  createdByName: creator.name,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
  commentCount,
};

type SummaryRow = {
  id: string;
  title: string;
  type: TicketSummary['type'];
  priority: TicketSummary['priority'];
  status: TicketSummary['status'];
  createdByName: string | null;
  createdAt: Date;
  updatedAt: Date;
  commentCount: number;
};

const summary = (row: SummaryRow): TicketSummary => ({
  id: row.id,
  title: row.title,
  type: row.type,
  priority: row.priority,
  status: row.status,
  createdByName: row.createdByName?.trim() || UNKNOWN_USER_LABEL,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  commentCount: Number(row.commentCount),
});

/** Every ticket for both roles (the bank is one team), filtered on the server, newest first. */
export async function listTickets(services: AppServices, query: TicketsQuery): Promise<TicketList> {
  const db = services.database.db;
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? TICKET_PAGE_SIZE;
  const conditions: SQL[] = [];
  if (query.status && query.status !== 'all') conditions.push(eq(supportTickets.status, query.status));
  if (query.type && query.type !== 'all') conditions.push(eq(supportTickets.type, query.type));
  if (query.priority && query.priority !== 'all')
    conditions.push(eq(supportTickets.priority, query.priority));
  const search = query.search?.trim();
  // The title and the description, through their trigram index (migration 0050): read one by one with ILIKE,
  // 20,000 tickets took 34-41 ms of a search (decision 0023, 'The fifth round').
  if (search)
    conditions.push(
      containsText(sql`lower(${supportTickets.title} || ' ' || ${supportTickets.description})`, search),
    );
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  // The page is chosen on the tickets alone (an index-only scan of their order), from the nearer end
  // (pageWindow: the last of 800 pages walked 20,000 index entries); only its rows are joined to their
  // creator and have their comments counted. Counted for every ticket before the offset, a late page cost a
  // comment count per ticket of the list (decision 0023).
  const { total, rows } = await countedPage(
    page,
    pageSize,
    async () => {
      const [counted] = await db.select({ n: count() }).from(supportTickets).where(where);
      return { total: counted?.n ?? 0, capped: false };
    },
    (window) => {
      const direction = window.reverse ? asc : desc;
      const ids = db
        .select({ id: supportTickets.id })
        .from(supportTickets)
        .where(where)
        .orderBy(direction(supportTickets.createdAt), direction(supportTickets.id))
        .limit(window.limit)
        .offset(window.offset)
        .as('page');
      return db
        .select(summaryColumns)
        .from(supportTickets)
        .innerJoin(ids, eq(ids.id, supportTickets.id))
        .leftJoin(creator, eq(creator.id, supportTickets.createdBy))
        .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id));
    },
  );
  return { items: rows.map(summary), total, page, pageSize };
}

const threadRole = (role: string | null): TicketEvent['authorRole'] =>
  role === 'bank_admin' || role === 'portal_admin' ? role : 'other';

export async function getTicket(
  services: AppServices,
  reader: Pick<Actor, 'role'>,
  ticketId: string,
): Promise<TicketDetail> {
  const db = services.database.db;
  const [row] = await db
    .select({ ...summaryColumns, description: supportTickets.description })
    .from(supportTickets)
    .leftJoin(creator, eq(creator.id, supportTickets.createdBy))
    .where(eq(supportTickets.id, ticketId));
  if (!row) throw ticketNotFound();
  const events = await db
    .select({
      id: supportTicketComments.id,
      kind: supportTicketComments.kind,
      authorName: author.name,
      authorRole: author.role,
      body: supportTicketComments.body,
      oldStatus: supportTicketComments.oldStatus,
      newStatus: supportTicketComments.newStatus,
      createdAt: supportTicketComments.createdAt,
    })
    .from(supportTicketComments)
    .leftJoin(author, eq(author.id, supportTicketComments.authorId))
    .where(eq(supportTicketComments.ticketId, ticketId))
    .orderBy(asc(supportTicketComments.seq));
  return {
    ...summary(row),
    description: row.description,
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      authorName: event.authorName?.trim() || UNKNOWN_USER_LABEL,
      authorRole: threadRole(event.authorRole),
      body: event.body,
      oldStatus: event.oldStatus,
      newStatus: event.newStatus,
      createdAt: iso(event.createdAt),
    })),
    statusTargets: ticketStatusTargets(reader.role, row.status),
  };
}

// --- Who hears about it ---------------------------------------------------------------------------------

interface Recipient {
  id: string;
  name: string;
  email: string;
}

const active = and(isNull(profiles.deactivatedAt), isNull(profiles.erasedAt));

/**
 * The bank's news goes to every active portal admin: config's SUPPORT_EMAIL is the clients' helpdesk
 * (shown in every e-mail's footer), not the operator's desk, so it is not used here.
 */
async function portalAdmins(tx: Executor): Promise<Recipient[]> {
  return tx
    .select({ id: profiles.id, name: profiles.name, email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.role, 'portal_admin'), active))
    .orderBy(asc(profiles.email));
}

/** The operator's answer goes to who opened the ticket; if that account is gone, to the bank's active staff. */
async function bankSide(tx: Executor, createdBy: string | null): Promise<Recipient[]> {
  if (createdBy) {
    const [opener] = await tx
      .select({ id: profiles.id, name: profiles.name, email: profiles.email })
      .from(profiles)
      .where(and(eq(profiles.id, createdBy), eq(profiles.role, 'bank_admin'), active));
    if (opener) return [opener];
  }
  return tx
    .select({ id: profiles.id, name: profiles.name, email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.role, 'bank_admin'), active))
    .orderBy(asc(profiles.email));
}

const otherSide = (tx: Executor, actor: SupportActor, createdBy: string | null) =>
  actor.role === 'portal_admin' ? bankSide(tx, createdBy) : portalAdmins(tx);

/** Tells the other side of the ticket about a comment or a status change, in the change's transaction. */
async function mailOtherSide(
  services: AppServices,
  tx: Executor,
  actor: SupportActor,
  ticket: { id: string; title: string; createdBy: string | null },
  change: Pick<TemplateData['SUPPORT_TICKET_UPDATE'], 'comment' | 'statusLine' | 'statusLabel'>,
): Promise<void> {
  for (const recipient of await otherSide(tx, actor, ticket.createdBy)) {
    await services.mailer.queue(tx, {
      to: recipient.email,
      aboutUserId: recipient.id,
      template: 'SUPPORT_TICKET_UPDATE',
      data: {
        recipientName: recipient.name,
        ticketId: ticket.id,
        title: ticket.title,
        authorName: actor.name,
        ...change,
      },
    });
  }
}

// --- Writing --------------------------------------------------------------------------------------------

export async function createTicket(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: SupportActor,
  input: NewTicket,
): Promise<string> {
  checkAccess(actor, SUPPORT_CREATORS);
  const now = services.clock();
  return services.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportTickets)
      .values({ ...input, status: 'open', createdBy: actor.userId, createdAt: now, updatedAt: now })
      .returning({ id: supportTickets.id });
    if (!row) throw new Error('support ticket insert returned no row');
    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'admin_action',
      action: 'Támogatási bejelentés létrehozva',
      details: input.title,
      metadata: {
        ticketId: row.id,
        newValues: { title: input.title, type: input.type, priority: input.priority, status: 'open' },
      },
      at: now,
    });
    for (const admin of await portalAdmins(tx)) {
      await services.mailer.queue(tx, {
        to: admin.email,
        aboutUserId: admin.id,
        template: 'SUPPORT_TICKET_CREATED',
        data: {
          recipientName: admin.name,
          ticketId: row.id,
          title: input.title,
          description: input.description,
          typeLabel: TICKET_TYPE_LABELS[input.type],
          priorityLabel: TICKET_PRIORITY_LABELS[input.priority],
          authorName: actor.name,
          createdAt: iso(now),
        },
      });
    }
    return row.id;
  });
}

/** The ticket's row under lock, so that two status changes at once are applied one after the other. */
async function lockTicket(tx: Executor, ticketId: string) {
  const [row] = await tx
    .select({
      id: supportTickets.id,
      title: supportTickets.title,
      status: supportTickets.status,
      createdBy: supportTickets.createdBy,
    })
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId))
    .for('update');
  if (!row) throw ticketNotFound();
  return row;
}

export async function addTicketComment(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: SupportActor,
  ticketId: string,
  body: string,
): Promise<void> {
  checkAccess(actor, SUPPORT_READERS);
  const now = services.clock();
  await services.database.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    const [comment] = await tx
      .insert(supportTicketComments)
      .values({ ticketId, authorId: actor.userId, kind: 'comment', body, createdAt: now })
      .returning({ id: supportTicketComments.id });
    await tx.update(supportTickets).set({ updatedAt: now }).where(eq(supportTickets.id, ticketId));
    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'admin_action',
      action: 'Hozzászólás támogatási bejelentéshez',
      details: ticket.title,
      metadata: { ticketId, commentId: comment?.id ?? null, newValues: { body } },
      at: now,
    });
    await mailOtherSide(services, tx, actor, ticket, {
      comment: body,
      statusLine: null,
      statusLabel: TICKET_STATUS_LABELS[ticket.status],
    });
  });
}

/**
 * Sets the status (canSetTicketStatus: the portal admin any, the bank closes and reopens). Setting the
 * status the ticket already has changes nothing and answers as a success, so a repeated click is harmless.
 */
export async function setTicketStatus(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: SupportActor,
  ticketId: string,
  status: TicketStatus,
): Promise<void> {
  checkAccess(actor, SUPPORT_READERS);
  const now = services.clock();
  await services.database.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    if (ticket.status === status) return;
    if (!canSetTicketStatus(actor.role, ticket.status, status))
      throw new AppError('ticket_status_not_allowed', 403, MESSAGES.ticket.statusNotAllowed);
    await tx.update(supportTickets).set({ status, updatedAt: now }).where(eq(supportTickets.id, ticketId));
    await tx.insert(supportTicketComments).values({
      ticketId,
      authorId: actor.userId,
      kind: 'status',
      oldStatus: ticket.status,
      newStatus: status,
      createdAt: now,
    });
    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'admin_action',
      action: 'Támogatási bejelentés állapota módosítva',
      details: `${ticket.title} – ${statusChangeLine(ticket.status, status)}`,
      metadata: { ticketId, oldValues: { status: ticket.status }, newValues: { status } },
      at: now,
    });
    await mailOtherSide(services, tx, actor, ticket, {
      comment: null,
      statusLine: statusChangeLine(ticket.status, status),
      statusLabel: TICKET_STATUS_LABELS[status],
    });
  });
}
