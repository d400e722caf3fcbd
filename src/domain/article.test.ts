import { describe, expect, it } from 'vitest';
import { articleFor, withArticle, withCapitalArticle } from './article.ts';

describe('the Hungarian article before a configured name', () => {
  it('says az before a vowel sound and a before a consonant', () => {
    expect(withArticle('Energetikai Tanúsítvány Portál')).toBe('az Energetikai Tanúsítvány Portál');
    expect(withArticle('Kovács Bank')).toBe('a Kovács Bank');
    expect(withArticle('Ökobank')).toBe('az Ökobank');
    expect(withArticle('Úszó Bank')).toBe('az Úszó Bank');
    expect(withCapitalArticle('Energetikai Tanúsítvány Portál')).toBe('Az Energetikai Tanúsítvány Portál');
    expect(withCapitalArticle('Példa Bank')).toBe('A Példa Bank');
  });

  it('reads abbreviations letter by letter', () => {
    expect(articleFor('MBH Bank')).toBe('az');
    expect(articleFor('OTP Bank')).toBe('az');
    expect(articleFor('K&H Bank')).toBe('a');
    expect(articleFor('CIB Bank')).toBe('a');
    expect(articleFor('SZTE')).toBe('az');
  });

  it('reads numbers as said: egy, öt, ezer take az; tíz, száz, kettő take a', () => {
    expect(articleFor('1')).toBe('az');
    expect(articleFor('5. sor')).toBe('az');
    expect(articleFor('12. sor')).toBe('a');
    expect(articleFor('1061 Budapest, Andrássy út 12')).toBe('az');
    expect(articleFor('2092 Budakeszi')).toBe('a');
    expect(articleFor('500')).toBe('az');
    expect(articleFor('150')).toBe('a');
    expect(articleFor('1 000 000')).toBe('az');
    expect(articleFor('2026. 03. 02.')).toBe('a');
    expect(articleFor('„Árajánlat” kérés')).toBe('az');
  });
});
