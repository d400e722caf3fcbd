// A person's name in Hungarian order, family name first ('Kovács Anna'): how the portal writes the one name
// it keeps from the two a person gives at registration or an admin enters, reads it back into the two, and
// greets the person by their given name.

/** 'Kovács' and 'Anna' -> 'Kovács Anna'. */
export const fullName = (person: { lastName: string; firstName: string }) =>
  `${person.lastName} ${person.firstName}`;

/** 'Kovács Anna Mária' -> family name 'Kovács', given names 'Anna Mária'; null for a part the name lacks. */
export function splitName(name: string): { lastName: string | null; firstName: string | null } {
  const [lastName = '', ...rest] = name.trim().split(/\s+/);
  return { lastName: lastName || null, firstName: rest.length > 0 ? rest.join(' ') : null };
}

/** 'Üdvözöljük, Anna!', or the whole name when there is no given name ('Üdvözöljük, Bank Admin!'). */
export const greeting = (person: { firstName: string | null; name: string }) =>
  `Üdvözöljük, ${person.firstName || person.name}!`;

/**
 * The name an erased person's profile takes, and what a screen shows for a person whose profile is gone
 * (docs/rules/accounts.md, 'Erasure').
 */
export const ERASED_PERSON_NAME = 'Törölt felhasználó';

/** What a screen, an export or a file name shows for a client or an auditor it cannot name. */
export const UNKNOWN_CLIENT = 'Ismeretlen ügyfél';
export const UNKNOWN_AUDITOR = 'Ismeretlen tanúsító';
