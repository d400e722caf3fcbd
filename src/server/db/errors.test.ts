import { describe, expect, it } from 'vitest';
import { hasSqlState, isMissingReference, isUniqueViolation } from './errors.ts';

const refused = (code: string) => Object.assign(new Error('refused'), { code });
const wrapped = (cause: unknown) => new Error('Failed query', { cause });

describe("the database's refusals", () => {
  it('are read through the wrappers around the driver’s error', () => {
    expect(isUniqueViolation(refused('23505'))).toBe(true);
    expect(isUniqueViolation(wrapped(wrapped(refused('23505'))))).toBe(true);
    expect(isMissingReference(wrapped(refused('23503')))).toBe(true);
  });

  it('are not mistaken for one another or for errors without a code', () => {
    expect(isUniqueViolation(wrapped(refused('23503')))).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(hasSqlState(null, '23505')).toBe(false);
    expect(hasSqlState('23505', '23505')).toBe(false);
  });
});
