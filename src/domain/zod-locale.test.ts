import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-locale.ts';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('zod’s own messages in plain Hungarian', () => {
  it('names unknown fields, one or several, without the locale’s typo', () => {
    const strict = z.strictObject({ email: z.string() });
    expect(messageOf(strict, { email: 'a', role: 'x' })).toBe('Ismeretlen mező: role');
    expect(messageOf(strict, { email: 'a', role: 'x', admin: 1 })).toBe('Ismeretlen mezők: role, admin');
  });

  it('says what was expected and what came, in Hungarian words', () => {
    expect(messageOf(z.number(), 'sok')).toBe('Érvénytelen érték: szám helyett szöveg érkezett');
    expect(messageOf(z.string(), [1])).toBe('Érvénytelen érték: szöveg helyett lista érkezett');
    expect(messageOf(z.object({ a: z.string() }), {})).toBe('A mező kitöltése kötelező');
  });

  it('states limits in characters, items or plain numbers', () => {
    expect(messageOf(z.string().max(3), 'abcd')).toBe('Legfeljebb 3 karakter lehet');
    expect(messageOf(z.array(z.number()).min(1), [])).toBe('Legalább 1 elem szükséges');
    expect(messageOf(z.number().max(12), 13)).toBe('Az érték legfeljebb 12 lehet');
    expect(messageOf(z.string().regex(/^a$/), 'b')).toBe('Érvénytelen formátum');
  });
});
