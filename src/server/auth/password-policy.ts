// Common and leaked passwords are refused wherever a password is chosen: registration, reset, change, and
// the staff accounts the CLI and the operator make (docs/rules/accounts.md, 'Strength policy'). The
// composition rules (validation.ts) still apply first; this judges what they let through, offline, with
// zxcvbn-ts and its common-password and English dictionaries. Sign-in never asks: an existing weak password
// still works.
import type { MatchExtended, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { withoutAccents } from '../../domain/name-order.ts';
import { SERVER_MESSAGES, type WeakPasswordReason } from '../../domain/server-messages.ts';
import { AppError } from '../platform/errors.ts';

/**
 * zxcvbn's top score: an estimated 10^10 guesses or more. The composition rules push people to the
 * 'Word123!' shape, which scores 3: Jelszo123! 10^8.5, Qwertz123! 10^8.2, Macska123! 10^9.5. The demo and
 * test passwords (Titkos-Jelszo1, Ugyfel-Demo-2026, …) reach 10^10.5 to 10^16 (measured).
 */
const STRONG_SCORE = 4;

/**
 * A common password with this many digits and symbols around it is still the common password to a
 * cracker's rules: zxcvbn rates 'Jelszo-2026!' 10^10.5 only because it prices each extra part it splits
 * the password into, while 'Jelszo2026!' is 10^8.5.
 */
const DECORATION_MAX = 6;

/** Name parts shorter than this ('Li') are left alone: they occur inside unrelated words. */
const PERSONAL_WORD_MIN = 3;

export interface PasswordOwner {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

interface Judge {
  zxcvbn: ZxcvbnFactory;
  /** The common-password list, most common first. */
  commonPasswords: readonly string[];
}

let judge: Promise<Judge> | undefined;

/**
 * The dictionaries hold some 330,000 words (29 MB of heap once ranked, 0.5 s to load): they are loaded at
 * the first check, so the server's start-up and idle memory do not pay for them.
 */
function loadJudge(): Promise<Judge> {
  judge ??= (async () => {
    const [core, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    // The packages are CommonJS: Node gives their exports by name and as the default export, the server
    // bundle (esbuild, decision 0011) as the default export only.
    const { ZxcvbnFactory } = core.default;
    const { dictionary: commonDictionary, adjacencyGraphs } = common.default;
    return {
      zxcvbn: new ZxcvbnFactory({
        dictionary: { ...commonDictionary, ...english.default.dictionary },
        graphs: adjacencyGraphs,
        // A check is synchronous: beyond 64 characters a password is judged by its start, and at most
        // 10 l33t substitutions are tried (P4$$w0rd and Adm1n are still found). With the defaults one
        // 128-character password took 0.35 s of the event loop.
        maxLength: 64,
        l33tMaxSubstitutions: 10,
      }),
      commonPasswords: commonDictionary['passwords-common'],
    };
  })().catch((error: unknown) => {
    judge = undefined; // the next check tries again
    throw error;
  });
  return judge;
}

/**
 * Lower case without accents and as long as the text (in UTF-16 units), so a position in it is the same
 * position in the text ('Kovács' -> 'kovacs').
 */
function fold(text: string): string {
  return text.replace(/./gsu, (character) => {
    const plain = withoutAccents(character).toLowerCase();
    return plain.length === character.length ? plain : character;
  });
}

/**
 * The owner's names and e-mail local part, whole and in pieces, in lower case with and without accents
 * (zxcvbn compares in lower case; the rest of this module folds), longest first.
 */
function personalWords(owner: PasswordOwner): string[] {
  const localPart = owner.email?.split('@')[0] ?? '';
  const sources = [owner.firstName ?? '', owner.lastName ?? '', localPart];
  const words = sources
    .flatMap((source) => [source, ...source.split(/[^\p{L}]+/u)])
    .map((word) => word.toLowerCase());
  return [...new Set([...words, ...words.map(fold)])]
    .filter((word) => word.length >= PERSONAL_WORD_MIN)
    .sort((a, b) => b.length - a.length);
}

/** The password without every occurrence of the words (found without regard to case and accents). */
function withoutWords(password: string, words: string[]): string {
  const folded = fold(password);
  const removed = new Array<boolean>(password.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length))
      removed.fill(true, at, at + word.length);
  }
  return password
    .split('')
    .filter((_, i) => !removed[i])
    .join('');
}

function isDecoratedCommonPassword(password: string, commonPasswords: readonly string[]): boolean {
  const letters = /^[^\p{L}]*(\p{L}+)[^\p{L}]*$/u.exec(password)?.[1];
  if (!letters || password.length - letters.length > DECORATION_MAX) return false;
  return commonPasswords.includes(fold(letters));
}

/** The reason a person can act on, from the patterns zxcvbn found, the most telling first. */
function reasonOf(sequence: MatchExtended[]): WeakPasswordReason {
  const dictionaries = sequence.flatMap((match) =>
    match.pattern === 'dictionary' ? [String(match.dictionaryName)] : [],
  );
  const patterns = new Set(sequence.map((match) => match.pattern));
  if (dictionaries.includes('userInputs')) return 'personal';
  if (dictionaries.some((name) => name.startsWith('passwords'))) return 'common';
  if (patterns.has('spatial') || patterns.has('sequence') || patterns.has('repeat')) return 'sequence';
  if (patterns.has('date') || sequence.some((match) => match.regexName === 'recentYear')) return 'date';
  if (dictionaries.length > 0 || patterns.has('wordSequence')) return 'words';
  return 'guessable';
}

/**
 * Why the password is too weak, or null when it is strong enough. Beyond zxcvbn's own estimate (which
 * knows the owner's words too), the owner's names and e-mail count for nothing: an attacker who aims at
 * one person tries them first, so what is left without them must be strong on its own.
 */
export async function weakPasswordReason(
  password: string,
  owner: PasswordOwner = {},
): Promise<WeakPasswordReason | null> {
  const { zxcvbn, commonPasswords } = await loadJudge();
  const words = personalWords(owner);
  const whole = zxcvbn.check(password, words);
  const rest = withoutWords(password, words);
  if (rest !== password && (whole.score < STRONG_SCORE || zxcvbn.check(rest).score < STRONG_SCORE))
    return 'personal';
  if (isDecoratedCommonPassword(password, commonPasswords)) return 'common';
  return whole.score < STRONG_SCORE ? reasonOf(whole.sequence) : null;
}

/**
 * Refuses a weak password with 400 weak_password, the Hungarian reason, and the field it came in
 * (`field`, as the request body names it) so the form can show it there.
 */
export async function assertStrongPassword(
  password: string,
  owner: PasswordOwner,
  field: string,
): Promise<void> {
  const reason = await weakPasswordReason(password, owner);
  if (reason === null) return;
  const message = SERVER_MESSAGES.weakPassword[reason];
  throw new AppError('weak_password', 400, message, { fields: [{ path: `body.${field}`, message }] });
}
