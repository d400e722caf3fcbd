import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { session } from '../db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { people } from '../test/people.ts';
import { realTime, testAppForFile } from '../test/test-app.ts';
import { actorOf } from './guard.ts';

const t = testAppForFile({ clock: realTime });
const who = people(t);
const db = () => t.services.database.db;
const MINUTE = 60_000;

const dashboard = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie } });

async function sessionOf(userId: string) {
  const [row] = await db().select().from(session).where(eq(session.userId, userId));
  return row;
}

describe('staff sessions (30 minutes idle, 12 hours in all)', () => {
  it('records the last use at most once a minute', async () => {
    const admin = await who.staff();
    const before = await sessionOf(admin.id);
    await db()
      .update(session)
      .set({ updatedAt: new Date(t.clock.now().getTime() - 2 * MINUTE) })
      .where(eq(session.id, before!.id));
    expect((await dashboard(admin.cookie)).statusCode).toBe(200);
    expect((await sessionOf(admin.id))?.updatedAt).toEqual(t.clock.now());

    const touched = t.clock.now();
    t.clock.advance(30_000);
    expect((await dashboard(admin.cookie)).statusCode).toBe(200);
    expect((await sessionOf(admin.id))?.updatedAt).toEqual(touched);
  });

  it('ends after 30 minutes without a request, and the session is deleted', async () => {
    const admin = await who.staff();
    expect((await dashboard(admin.cookie)).statusCode).toBe(200);
    t.clock.advance(29 * MINUTE);
    expect((await dashboard(admin.cookie)).statusCode).toBe(200);
    t.clock.advance(31 * MINUTE);
    expect((await dashboard(admin.cookie)).statusCode).toBe(401);
    expect(await sessionOf(admin.id)).toBeUndefined();
  });

  it('ends 12 hours after sign-in however busy', async () => {
    const admin = await who.staff();
    await db()
      .update(session)
      .set({ createdAt: new Date(t.clock.now().getTime() - 12 * 60 * MINUTE - 1000) })
      .where(eq(session.userId, admin.id));
    expect((await dashboard(admin.cookie)).statusCode).toBe(401);
    expect(await sessionOf(admin.id)).toBeUndefined();
  });

  it('ends at once when the session is deleted elsewhere, whatever the cookie cache holds', async () => {
    const admin = await who.staff();
    expect((await dashboard(admin.cookie)).statusCode).toBe(200);
    await db().delete(session).where(eq(session.userId, admin.id));
    expect((await dashboard(admin.cookie)).statusCode).toBe(401);
  });
});

describe('actorOf', () => {
  it('answers 401, not a crash, where the access hook set no person (a public route)', () => {
    // Only the field actorOf reads: a whole request is not needed to show the refusal.
    const signedOut = { actor: null } as unknown as FastifyRequest;
    let thrown: unknown;
    try {
      actorOf(signedOut);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).statusCode).toBe(401);
  });
});
