import { describe, expect, it } from 'vitest';
import type { Executor } from '../db/client.ts';
import { ErasureRegistry, type ErasedPerson, type PersonalDataEraser } from './erasure.ts';

// The erasers never touch the transaction here; the account-deletion tests run the real ones.
const tx = {} as Executor;
const person: ErasedPerson = {
  userId: 'u1',
  propertyId: null,
  erasedName: 'Törölt felhasználó',
  at: new Date('2026-11-27T08:00:00Z'),
};

describe('the erasure registry', () => {
  it('runs the erasers in the order registered and hands back the work for after the commit', async () => {
    const ran: string[] = [];
    const eraser = (feature: string, later?: string): PersonalDataEraser => ({
      feature,
      async erase(_tx, erased, afterCommit) {
        ran.push(`${feature} ${erased.userId}`);
        if (later) afterCommit(async () => void ran.push(later));
      },
    });
    const registry = new ErasureRegistry();
    registry.register(
      eraser('leads'),
      eraser('tig-statements', 'files written again'),
      eraser('appointments'),
    );

    const after = await registry.erase(tx, person);
    expect(ran).toEqual(['leads u1', 'tig-statements u1', 'appointments u1']);
    expect(after).toHaveLength(1);
  });

  it('keeps one eraser per feature when an app is built twice on the same services', async () => {
    let runs = 0;
    const leads: PersonalDataEraser = { feature: 'leads', erase: async () => void runs++ };
    const registry = new ErasureRegistry();
    registry.register(leads);
    registry.register(leads);

    await registry.erase(tx, person);
    expect(runs).toBe(1);
  });
});
