// Waiting for what a stream or a job has done, without waiting on the clock: each turn lets every callback,
// stream event and promise that is ready run once more. A test that proves something does NOT happen
// (a source that is not read further) gives the machinery a fixed number of turns, so it asks the same
// of a fast machine and a loaded one.
import { setImmediate as nextTurn } from 'node:timers/promises';

export async function eventLoopTurns(count = 50): Promise<void> {
  for (let turn = 0; turn < count; turn++) await nextTurn();
}
