// Signed-in people for API tests: clients with their property, auditors, staff (the same factories as the
// demo seed and the benchmarks). They are signed in by a session written into the database (sessions.ts);
// the tests about signing in use the real route (accounts.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PropertyStatus } from '../../domain/statuses.ts';
import { documents } from '../db/schema.ts';
import { samplePdf } from '../seed/demo.ts';
import { createAuditor, createProperty, createUser, type PropertyInput } from '../seed/factories.ts';
import { TEST_PASSWORD } from './accounts.ts';
import { enableTwoFactorDirectly, sessionCookie } from './sessions.ts';
import type { TestApp } from './test-app.ts';

/**
 * Names in Hungarian alphabetical order, as [last, first]: accented vowels after their plain ones, the
 * two-letter consonants (cs, zs) after their first letter's words (docs/style.md, 'Hungarian sort order').
 */
export const NAMES_IN_HUNGARIAN_ORDER = [
  ['Ábel', 'Ákos'],
  ['Cukor', 'Csilla'],
  ['Csizmár', 'Éva'],
  ['Őri', 'Olga'],
  ['Üveges', 'Ödön'],
  ['Varga', 'Vilma'],
  ['Zsigmond', 'Zsófia'],
] as const;

export function people(t: TestApp) {
  const db = () => t.services.database.db;
  let serial = 0;
  const next = () => String(++serial).padStart(3, '0');

  /** A client's account with a fresh e-mail address and the test password. */
  async function clientAccount(firstName: string, lastName: string, phone: string) {
    const email = `ugyfel${next()}@example.hu`;
    const profile = await createUser(db(), {
      role: 'client',
      email,
      firstName,
      lastName,
      password: TEST_PASSWORD,
      phone,
    });
    return { email, profile };
  }

  /** A signed-in client; by default with the property of the registration in status new at 1061. */
  async function client(options: { withProperty?: boolean; firstName?: string; lastName?: string } = {}) {
    const { email, profile } = await clientAccount(
      options.firstName ?? 'Anna',
      options.lastName ?? 'Kovács',
      '+36 30 123 4567',
    );
    const property =
      options.withProperty === false
        ? null
        : await createProperty(db(), t.services.postcodes, {
            clientId: profile.id,
            postcode: '1061',
            street: 'Andrássy út',
            houseNumber: '12',
            status: 'new',
          });
    return {
      id: profile.id,
      name: profile.name,
      email,
      property,
      cookie: await sessionCookie(t, profile.id),
    };
  }

  async function auditor(options: { onboarded?: boolean } = {}) {
    const email = `tanusito${next()}@example.hu`;
    const profile = await createAuditor(db(), {
      email,
      firstName: 'Péter',
      lastName: 'Szabó',
      password: TEST_PASSWORD,
      phone: '+36 20 555 0101',
      companyName: 'Szabó Energetika Kft.',
      companyPostcode: '1061',
      onboarded: options.onboarded ?? true,
    });
    return { id: profile.id, name: profile.name, email, cookie: await sessionCookie(t, profile.id) };
  }

  async function staff(role: 'portal_admin' | 'bank_admin' | 'admin_light' = 'portal_admin') {
    const email = `munkatars${next()}@example.hu`;
    const profile = await createUser(db(), {
      role,
      email,
      firstName: 'Gábor',
      lastName: 'Tóth',
      password: TEST_PASSWORD,
    });
    const { secret, backupCodes } = await enableTwoFactorDirectly(t, profile.id);
    return {
      id: profile.id,
      email,
      cookie: await sessionCookie(t, profile.id),
      totpSecret: secret,
      backupCodes,
    };
  }

  /** A client (not signed in) with a property assigned to the auditor, in the given status. */
  async function assignedClient(
    auditorId: string,
    status: PropertyStatus,
    input: Partial<PropertyInput> & { firstName?: string; lastName?: string } = {},
  ) {
    const { email, profile } = await clientAccount(
      input.firstName ?? 'Bence',
      input.lastName ?? 'Papp',
      '+36 70 444 0200',
    );
    const property = await createProperty(db(), t.services.postcodes, {
      clientId: profile.id,
      postcode: '1062',
      street: 'Bajza utca',
      houseNumber: next(),
      area: 90,
      couponCode: `KH1062${next().slice(1)}`,
      auditorId,
      ...input,
      status,
    });
    return { id: profile.id, email, name: profile.name, property };
  }

  /** Stores a certificate PDF for the property and records it. */
  async function storeCertificate(
    propertyId: string,
    uploadedBy: string,
    name = 'Tanúsítvány – Bajza utca 5.pdf',
  ) {
    const key = `certificates/${propertyId}/${next()}.pdf`;
    const pdf = await samplePdf('Tanusitvany');
    const file = path.join(t.services.tmpDir, `test-${next()}.pdf`);
    await mkdir(t.services.tmpDir, { recursive: true });
    await writeFile(file, pdf);
    await t.services.fileStore.putFile(key, file, 'application/pdf');
    const [document] = await db()
      .insert(documents)
      .values({
        propertyId,
        userId: uploadedBy,
        type: 'certificate',
        name,
        storageKey: key,
        contentType: 'application/pdf',
        sizeBytes: pdf.length,
      })
      .returning();
    return { document: document!, pdf };
  }

  return { client, auditor, staff, assignedClient, storeCertificate };
}

type People = ReturnType<typeof people>;
/** What every signed-in test person has: the profile's id and the session's cookie. */
export type SignedIn = { id: string; cookie: string };
/** A signed-in staff member as `people(t).staff` makes them (with the authenticator's secret and codes). */
export type StaffMember = Awaited<ReturnType<People['staff']>>;
/** A signed-in auditor as `people(t).auditor` makes them. */
export type TestAuditor = Awaited<ReturnType<People['auditor']>>;
