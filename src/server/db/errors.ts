// What the database's refusals mean to the code. The driver's error arrives wrapped (drizzle's query error,
// a transaction's), so the whole chain of causes is read, not only the outermost error.

/** Whether the error, or one it wraps, carries this SQLSTATE code. */
export function hasSqlState(error: unknown, code: string): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A unique constraint refused the row (23505): someone wrote the same key first. */
export const isUniqueViolation = (error: unknown) => hasSqlState(error, '23505');

/** A foreign key refused the row (23503): what it points at is gone. */
export const isMissingReference = (error: unknown) => hasSqlState(error, '23503');
