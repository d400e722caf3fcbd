import { describe, expect, it } from 'vitest';
import { isUuid } from './list-query.ts';

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
