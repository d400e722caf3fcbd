import { describe, expect, it } from 'vitest';
import { fullName, greeting, splitName } from './person-name.ts';

describe("a person's name", () => {
  it('is written family name first and read back into the same two parts', () => {
    const name = fullName({ lastName: 'Kovács', firstName: 'Anna Mária' });
    expect(name).toBe('Kovács Anna Mária');
    expect(splitName(name)).toEqual({ lastName: 'Kovács', firstName: 'Anna Mária' });
    expect(splitName(' Nagy   Éva ')).toEqual({ lastName: 'Nagy', firstName: 'Éva' });
    expect(splitName('Admin')).toEqual({ lastName: 'Admin', firstName: null });
    expect(splitName('')).toEqual({ lastName: null, firstName: null });
  });

  it('greets by the given name, or by the whole name when there is none', () => {
    expect(greeting({ firstName: 'Anna', name: 'Kovács Anna' })).toBe('Üdvözöljük, Anna!');
    expect(greeting({ firstName: null, name: 'Bank Admin' })).toBe('Üdvözöljük, Bank Admin!');
    expect(greeting({ firstName: '', name: 'Bank Admin' })).toBe('Üdvözöljük, Bank Admin!');
  });
});
