// Services called directly, as a new route or a CLI command would call them: each service that acts for
// someone checks the actor itself (docs/architecture.md, 'Request path'), and these helpers show it refusing.
import { expect } from 'vitest';
import { readActor, type Actor } from '../auth/guard.ts';
import type { TestApp } from './test-app.ts';

/** The person a route would act for, read from their session as the access hook reads it. */
export async function actorFor(t: TestApp, person: { cookie: string }): Promise<Actor> {
  const actor = await readActor(t.services, { headers: { cookie: person.cookie } });
  if (!actor) throw new Error('The session of this test person has ended');
  return actor;
}

/** Expects the service to refuse each of the people with 403 and the code (`forbidden` unless told). */
export async function expectRefused(
  t: TestApp,
  people: readonly { cookie: string }[],
  call: (actor: Actor) => unknown,
  code = 'forbidden',
): Promise<void> {
  for (const person of people) {
    const actor = await actorFor(t, person);
    await expect((async () => call(actor))()).rejects.toMatchObject({ code, statusCode: 403 });
  }
}
