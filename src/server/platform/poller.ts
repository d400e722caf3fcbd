// The loop both background workers run, the job runner and the mail delivery: a pass claims what is due in
// batches and handles it until nothing is left; the first pass runs at once and each next one a poll
// interval after the last ended, so that passes never overlap.
import type { FastifyBaseLogger } from 'fastify';

/** How long a failed item waits before its next try: `firstMs`, twice that after each further failure, at most an hour. */
export const doublingDelayMs = (attempt: number, firstMs: number) =>
  Math.min(60 * 60_000, firstMs * 2 ** Math.max(0, attempt - 1));

export class Poller<T> {
  readonly #claim: () => Promise<readonly T[]>;
  readonly #handle: (item: T) => Promise<boolean>;
  readonly #pollMs: number;
  readonly #logger: FastifyBaseLogger;
  readonly #failure: string;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number> | undefined;
  #stopped = true;

  /**
   * `claim` returns the next batch (none when nothing is due), `handle` whether an item counts in the pass's
   * result; `failure` is the log message for a pass that throws, after which the loop goes on.
   */
  constructor(
    claim: () => Promise<readonly T[]>,
    handle: (item: T) => Promise<boolean>,
    { pollMs, logger }: { pollMs: number; logger: FastifyBaseLogger },
    failure: string,
  ) {
    this.#claim = claim;
    this.#handle = handle;
    this.#pollMs = pollMs;
    this.#logger = logger;
    this.#failure = failure;
  }

  /** One pass, returning how many items counted; a call while a pass is under way gets that pass's result. */
  run(): Promise<number> {
    this.#running ??= this.#pass().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #pass(): Promise<number> {
    let counted = 0;
    for (;;) {
      const claimed = await this.#claim();
      if (claimed.length === 0) return counted;
      for (const item of claimed) if (await this.#handle(item)) counted++;
    }
  }

  start(): void {
    this.#stopped = false;
    const tick = async () => {
      if (this.#stopped) return;
      await this.run().catch((error: unknown) => this.#logger.error({ err: error }, this.#failure));
      if (!this.#stopped) this.#timer = setTimeout(tick, this.#pollMs);
    };
    this.#timer = setTimeout(tick, 0);
  }

  /** Stops the loop and waits for the pass under way, if any. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }
}
