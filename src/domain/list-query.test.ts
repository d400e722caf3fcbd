import { describe, expect, it } from 'vitest';
import {
  choiceField,
  dayField,
  isUuid,
  optionalChoiceField,
  pagingFields,
  patternField,
  readQueryValue,
  textField,
  USER_ID_PATTERN,
  type QueryField,
} from './list-query.ts';
import { querySchema } from './list-query-schema.ts';
import { SETTLEMENT_MONTH_PATTERN } from './settlement-list.ts';

describe('isUuid', () => {
  it('takes a uuid as the API does, in either case, and nothing PostgreSQL or the API would refuse', () => {
    for (const id of [
      '7d6c6f4e-0b1a-4c55-9a77-1f0e2d3c4b5a',
      '7D6C6F4E-0B1A-4C55-9A77-1F0E2D3C4B5A',
      '00000000-0000-0000-0000-000000000000',
    ])
      expect(isUuid(id), id).toBe(true);
    for (const text of [
      '',
      'demo-client-2',
      '7d6c6f4e0b1a4c559a771f0e2d3c4b5a',
      '7d6c6f4e-0b1a-4c55-9a77-1f0e2d3c4b5g',
      '7d6c6f4e-0b1a-0c55-9a77-1f0e2d3c4b5a',
    ])
      expect(isUuid(text), text).toBe(false);
  });
});

describe('a query field read in the address bar and by the API', () => {
  const cases: [string, QueryField, string[]][] = [
    ['text', textField(5), ['', 'abc', '  abc  ', 'abcdef', 'a\u0007b']],
    ['day', dayField('Rossz nap'), ['2026-02-28', '2026-02-29', '2026-13-01', '28.02.2026', ' 2026-02-28']],
    ['choice', choiceField(['a', 'b'], 'a', 'Rossz'), ['a', 'b', 'c', 'A', '']],
    ['county', optionalChoiceField(['Pest', 'Baranya'], 'Rossz'), ['Pest', 'pest', 'Atlantisz', '']],
    [
      'month',
      patternField(SETTLEMENT_MONTH_PATTERN, 'Rossz hónap'),
      ['2026-02', '1999-12', '2026-13', '2026-2'],
    ],
    ['person', patternField(USER_ID_PATTERN, 'Rossz'), ['demo-auditor-6', 'a b', '<x>', 'x'.repeat(101)]],
    ['page', pagingFields().page, ['1', '0', '2.5', '100000', '100001', 'x']],
  ];

  it.each(cases)('takes a %s value exactly when the server would', (_kind, field, values) => {
    const schema = querySchema({ value: field });
    for (const raw of values) {
      // An empty text is the plain list in the address bar; the API is not sent it.
      if (raw === '' && (field.kind === 'text' || field.kind === 'day')) continue;
      expect(readQueryValue(field, raw) !== undefined, raw).toBe(schema.safeParse({ value: raw }).success);
    }
  });

  it("refuses with the field's own Hungarian message", () => {
    const schema = querySchema({
      month: patternField(SETTLEMENT_MONTH_PATTERN, 'Érvénytelen hónap.'),
      county: optionalChoiceField(['Pest'], 'Ismeretlen megye.'),
    });
    const result = schema.safeParse({ month: '2026-13', county: 'Atlantisz' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Érvénytelen hónap.',
      'Ismeretlen megye.',
    ]);
    expect(schema.parse({})).toEqual({});
  });
});
