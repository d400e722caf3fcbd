import { afterEach, beforeEach, vi } from 'vitest';

// A console.error during a test is a bug we have not noticed yet (docs/style.md, 'Tests a user would recognise').
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});

/** For a test that expects an error to be logged: takes the recorded calls and clears them. */
export function takeConsoleErrors(): unknown[][] {
  const taken = errors;
  errors = [];
  return taken;
}
