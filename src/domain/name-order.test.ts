import { describe, expect, it } from 'vitest';
import { compareNames, withoutAccents } from './name-order.ts';

describe('compareNames', () => {
  it('sorts accented vowels with their letter and the two-letter consonants after their first letter', () => {
    const names = ['Varga', 'Üveges', 'Őri', 'Pál', 'Olasz', 'Ötvös', 'Csizmár', 'Cukor', 'Ábel', 'Abai'];
    names.push('Zsigmond', 'Zoltán', 'Szabó', 'Sovány', 'Ujvári', 'Úr', 'Ürmös');
    expect(names.sort(compareNames)).toEqual([
      'Abai',
      'Ábel',
      'Cukor',
      'Csizmár',
      'Olasz',
      'Őri',
      'Ötvös',
      'Pál',
      'Sovány',
      'Szabó',
      'Ujvári',
      'Úr',
      'Ürmös',
      'Üveges',
      'Varga',
      'Zoltán',
      'Zsigmond',
    ]);
  });
});

describe('withoutAccents', () => {
  it('drops every Hungarian and Central-European accent and keeps the letters and the rest', () => {
    expect(withoutAccents('Árvíztűrő tükörfúrógép')).toBe('Arvizturo tukorfurogep');
    expect(withoutAccents('Šťastná Łucja, Győr-Moson-Sopron 12/B')).toBe(
      'Stastna Łucja, Gyor-Moson-Sopron 12/B',
    );
  });
});
