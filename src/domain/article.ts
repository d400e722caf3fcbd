// The Hungarian definite article before a name the text does not know in advance (the product's and the
// bank's names come from configuration): 'az' before a vowel sound, 'a' before a consonant, so no text
// says 'a(z)'.

const VOWELS = 'aáeéiíoóöőuúüű';
/** Capital letters read as a name beginning with a vowel in an abbreviation: 'az MBH', 'az OTP', 'a K&H'. */
const VOWEL_LETTER_NAMES = 'AÁEÉIÍOÓÖŐUÚÜŰFLMNRSXY';

/** Whether a number, read aloud, begins with a vowel: egy, öt, ötven, ezer, egymillió; not tíz, száz. */
function numberStartsWithVowel(digits: string): boolean {
  const whole = digits.replace(/^0+(?=\d)/, '');
  const lead = whole[0];
  if (lead === '5') return true;
  // 1 egy, 1000 ezer, 1 000 000 egymillió: a leading 1 in the first place of a group of three.
  return lead === '1' && whole.length % 3 === 1;
}

/** 'az' or 'a', as the word or name would be said. */
export function articleFor(word: string): 'az' | 'a' {
  const text = word.trim().replace(/^[„"'“(«[]+/, '');
  const digits = /^\d[\d\s.]*/.exec(text)?.[0];
  if (digits) return numberStartsWithVowel(digits.split(/[\s.]/)[0] ?? digits) ? 'az' : 'a';
  const first = text[0];
  if (!first) return 'a';
  const abbreviation = /^[A-ZÁÉÍÓÖŐÚÜŰ]{2,}\b/u.test(text) || /^[A-Z]&/u.test(text);
  if (abbreviation) return VOWEL_LETTER_NAMES.includes(first) ? 'az' : 'a';
  return VOWELS.includes(first.toLocaleLowerCase('hu')) ? 'az' : 'a';
}

/** 'az Energetikai Tanúsítvány Portál', 'a Kovács Bank'. */
export const withArticle = (word: string): string => `${articleFor(word)} ${word}`;

/** At the start of a sentence: 'Az Energetikai…', 'A Kovács Bank'. */
export function withCapitalArticle(word: string): string {
  const article = articleFor(word);
  return `${article === 'az' ? 'Az' : 'A'} ${word}`;
}
