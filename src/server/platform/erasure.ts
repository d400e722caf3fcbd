// Account erasure across features (docs/architecture.md, 'Account erasure'). The accounts feature erases the
// account itself; every other feature that keeps personal data joins the erasure with an eraser, registered
// when the app is built (app.ts), so the accounts feature needs to know none of them.
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client.ts';
import type { AppServices } from '../services.ts';

/** The person being erased, as the erasure's transaction has locked and read them. */
export interface ErasedPerson {
  userId: string;
  /** The client's property, if they have one; it is checked before anything changes. */
  propertyId: string | null;
  /** What the person is called where a record of them stays. */
  erasedName: string;
  at: Date;
}

/** Work that may only happen once the erasure has committed, such as writing stored files again. */
export type AfterErasure = (services: AppServices, logger: FastifyBaseLogger) => Promise<void>;

export interface PersonalDataEraser {
  /** The feature's name: registering the same name again replaces its eraser. */
  feature: string;
  /**
   * Erases or detaches the person's data in the erasure's transaction, before the account's own rows change
   * (while the user row may still be referenced). A throw rolls the whole erasure back. Work that must wait
   * for the commit is handed to `afterCommit`.
   */
  erase(tx: Executor, person: ErasedPerson, afterCommit: (work: AfterErasure) => void): Promise<void>;
}

/** The erasers of one app, run in the order they were registered. */
export class ErasureRegistry {
  readonly #erasers = new Map<string, PersonalDataEraser>();

  register(...erasers: PersonalDataEraser[]): void {
    for (const eraser of erasers) this.#erasers.set(eraser.feature, eraser);
  }

  /** Runs every eraser in the transaction; returns what each asks to do after the commit. */
  async erase(tx: Executor, person: ErasedPerson): Promise<AfterErasure[]> {
    const after: AfterErasure[] = [];
    for (const eraser of this.#erasers.values()) await eraser.erase(tx, person, (work) => after.push(work));
    return after;
  }
}
