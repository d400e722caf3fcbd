import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-locale.ts';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('zod’s own messages in plain Hungarian', () => {
  it('refuses unknown fields in plain words, without their keys', () => {
    const strict = z.strictObject({ email: z.string() });
    const plain = 'A kérés olyan adatot tartalmaz, amelyet ez a művelet nem fogad el';
    expect(messageOf(strict, { email: 'a', role: 'x' })).toBe(plain);
    expect(messageOf(strict, { email: 'a', role: 'x', admin: 1 })).toBe(plain);
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

  it('walks every issue kind a person can meet: plain Hungarian, no English, operators, timestamps or dumps', () => {
    const cases: [z.ZodType, unknown, string][] = [
      [z.number().max(100), 101, 'Az érték legfeljebb 100 lehet'],
      [z.coerce.number().int().max(100), '250', 'Az érték legfeljebb 100 lehet'],
      [z.number().lt(100), 100, 'Az érték kisebb legyen, mint 100'],
      [z.number().min(1000), 5, 'Az érték legalább 1000 legyen'],
      [z.number().min(100_000), 5, 'Az érték legalább 100\u00a0000 legyen'],
      [z.number().gt(0), 0, 'Az érték nagyobb legyen, mint 0'],
      [z.number().multipleOf(5), 7, 'Az érték 5 többszöröse legyen'],
      [z.string().max(3), 'abcd', 'Legfeljebb 3 karakter lehet'],
      [z.string().min(8), 'abc', 'Legalább 8 karakter szükséges'],
      [z.string().min(1), '', 'A mező kitöltése kötelező'],
      [z.array(z.string()).max(2), ['a', 'b', 'c'], 'Legfeljebb 2 elem lehet'],
      [z.array(z.string()).min(1), [], 'Legalább 1 elem szükséges'],
      [
        z.date().max(new Date('2026-11-22T12:00:00Z')),
        new Date('2027-01-01'),
        'A dátum legkésőbb 2026. 11. 22. lehet',
      ],
      [
        z.date().min(new Date('2026-11-22T12:00:00Z')),
        new Date('2026-01-01'),
        'A dátum legkorábban 2026. 11. 22. lehet',
      ],
      [z.coerce.date(), 'holnapután', 'Érvénytelen dátum'],
      [z.number(), 'sok', 'Érvénytelen érték: szám helyett szöveg érkezett'],
      [z.boolean(), 'igen', 'Érvénytelen érték: igen/nem érték helyett szöveg érkezett'],
      [z.string(), null, 'Érvénytelen érték: szöveg helyett üres érték érkezett'],
      [z.date(), 'x', 'Érvénytelen érték: dátum helyett szöveg érkezett'],
      [z.string(), undefined, 'A mező kitöltése kötelező'],
      [
        z.enum(['new', 'finding_auditor', 'auditor_assigned']),
        'done',
        'Érvénytelen választás: kérjük, a felkínált lehetőségek közül válasszon',
      ],
      [z.literal('accepted'), 'x', 'Érvénytelen érték'],
      [z.email(), 'nem-email', 'Érvénytelen e-mail cím'],
      [z.url(), 'nem url', 'Érvénytelen webcím'],
      [z.uuid(), '123', 'Érvénytelen azonosító'],
      [z.iso.date(), '2026-13-45', 'Érvénytelen dátum'],
      [z.iso.datetime(), 'tegnap', 'Érvénytelen dátum és időpont'],
      [z.string().startsWith('KH'), 'AB', 'Érvénytelen formátum'],
      [z.union([z.number(), z.boolean()]), 'x', 'Érvénytelen érték'],
      [z.record(z.string().max(1), z.number()), { abc: 1 }, 'Érvénytelen érték'],
    ];
    const english =
      /\b(number|string|boolean|array|object|date|bigint|expected|received|invalid|input|too|must|option)\b/i;
    for (const [schema, value, message] of cases) {
      const actual = messageOf(schema, value);
      expect(actual, JSON.stringify(value)).toBe(message);
      expect(actual).not.toMatch(english);
      expect(actual).not.toMatch(/<=?|>=?|\||"|\d{10,}/);
    }
  });
});
