// Demo data for a local run (SEED_DEMO): one account for every role, auditors in several counties,
// coupons, and clients in every property status. Deterministic: the same names and ids every time.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { base32 } from '@better-auth/utils/base32';
import { symmetricEncrypt } from 'better-auth/crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { isStaffRole, type Role } from '../../domain/roles.ts';
import type { PropertyStatus } from '../../domain/statuses.ts';
import { budapestTimeOn } from '../../domain/time.ts';
import { defaultWeeklyZipPeriod } from '../../domain/weekly-zip.ts';
import type { Executor } from '../db/client.ts';
import { documents, profiles, properties, twoFactor, user, userLogs } from '../db/schema.ts';
import type { AppServices } from '../services.ts';
import { renderPdf } from '../platform/pdf.ts';
import { generateTigStatement, markTigStatementPaid } from '../features/tig-statements/index.ts';
import { writeWeeklyZipNow } from '../features/weekly-zip/index.ts';
import { createAuditor, createCoupon, createProperty, createUser } from './factories.ts';
import { seedDemoCoupons } from './demo-coupons.ts';
import { demoLogRows } from './demo-log.ts';
import { seedDemoLeads } from './demo-leads.ts';
import { seedDemoSupportTickets } from './demo-support.ts';
import { seedDemoNews } from './demo-news.ts';
import { seedDemoRatings } from './demo-ratings.ts';

export const DEMO_ACCOUNTS: readonly {
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}[] = [
  {
    role: 'client',
    email: 'ugyfel@example.hu',
    password: 'Ugyfel-Demo-2026',
    firstName: 'Anna',
    lastName: 'Kovács',
  },
  {
    role: 'auditor',
    email: 'tanusito@example.hu',
    password: 'Tanusito-Demo-2026',
    firstName: 'Péter',
    lastName: 'Szabó',
  },
  {
    role: 'bank_admin',
    email: 'bank@example.hu',
    password: 'Bank-Demo-2026',
    firstName: 'Eszter',
    lastName: 'Nagy',
  },
  {
    role: 'portal_admin',
    email: 'admin@example.hu',
    password: 'Admin-Demo-2026',
    firstName: 'Gábor',
    lastName: 'Tóth',
  },
  {
    role: 'admin_light',
    email: 'light@example.hu',
    password: 'Light-Demo-2026',
    firstName: 'Judit',
    lastName: 'Varga',
  },
];

/** Free demo coupons: three for each of these postcodes (KH106101 … KH762103). */
export const DEMO_COUPON_POSTCODES = [
  '1061',
  '1062',
  '1063',
  '2092',
  '4025',
  '6720',
  '9021',
  '7621',
] as const;
export const demoCouponCode = (postcode: string, n: number) => `KH${postcode}${String(n).padStart(2, '0')}`;

const demoId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const DAY = 86_400_000;

const OTHER_AUDITORS = [
  {
    firstName: 'Katalin',
    lastName: 'Horváth',
    postcode: '4025',
    counties: ['Hajdú-Bihar', 'Szabolcs-Szatmár-Bereg'],
    capacity: 6,
  },
  {
    firstName: 'László',
    lastName: 'Kiss',
    postcode: '6720',
    counties: ['Csongrád-Csanád', 'Bács-Kiskun', 'Békés'],
    capacity: 4,
  },
  {
    firstName: 'Zoltán',
    lastName: 'Molnár',
    postcode: '9021',
    counties: ['Győr-Moson-Sopron', 'Komárom-Esztergom', 'Vas'],
    capacity: 5,
  },
  {
    firstName: 'Erika',
    lastName: 'Farkas',
    postcode: '7621',
    counties: ['Baranya', 'Somogy', 'Tolna'],
    capacity: 3,
  },
  { firstName: 'István', lastName: 'Balogh', postcode: '2092', counties: ['Pest', 'Budapest'], capacity: 8 },
  // A new auditor who has not finished onboarding yet: signing in leads to /finish-onboarding.
  {
    firstName: 'Nóra',
    lastName: 'Lakatos',
    postcode: '1063',
    counties: ['Budapest'],
    capacity: 5,
    onboarded: false,
  },
] as const satisfies readonly {
  firstName: string;
  lastName: string;
  postcode: string;
  counties: readonly string[];
  capacity: number;
  onboarded?: boolean;
}[];

const CLIENTS: readonly {
  firstName: string;
  lastName: string;
  postcode: string;
  street: string;
  houseNumber: string;
  status: PropertyStatus;
  area: number;
  daysAgo: number;
}[] = [
  {
    firstName: 'Bence',
    lastName: 'Papp',
    postcode: '1061',
    street: 'Andrássy út',
    houseNumber: '12',
    status: 'finding_auditor',
    area: 74,
    daysAgo: 1,
  },
  {
    firstName: 'Dóra',
    lastName: 'Takács',
    postcode: '1062',
    street: 'Bajza utca',
    houseNumber: '5',
    status: 'finding_auditor',
    area: 92,
    daysAgo: 2,
  },
  {
    firstName: 'Ferenc',
    lastName: 'Juhász',
    postcode: '2092',
    street: 'Fő utca',
    houseNumber: '40',
    status: 'auditor_assigned',
    area: 120,
    daysAgo: 2,
  },
  {
    firstName: 'Gizella',
    lastName: 'Mészáros',
    postcode: '1063',
    street: 'Szinyei Merse utca',
    houseNumber: '8',
    status: 'auditor_assigned',
    area: 65,
    daysAgo: 6,
  },
  {
    firstName: 'Hajnalka',
    lastName: 'Oláh',
    postcode: '1061',
    street: 'Király utca',
    houseNumber: '27',
    status: 'appointment_scheduled',
    area: 58,
    daysAgo: 9,
  },
  {
    firstName: 'Imre',
    lastName: 'Simon',
    postcode: '1062',
    street: 'Podmaniczky utca',
    houseNumber: '61',
    status: 'document_uploaded',
    area: 83,
    daysAgo: 20,
  },
  {
    firstName: 'Júlia',
    lastName: 'Rácz',
    postcode: '4026',
    street: 'Piac utca',
    houseNumber: '3',
    status: 'finding_auditor',
    area: 101,
    daysAgo: 3,
  },
  {
    firstName: 'Kristóf',
    lastName: 'Fekete',
    postcode: '6721',
    street: 'Tisza Lajos körút',
    houseNumber: '19',
    status: 'new',
    area: 70,
    daysAgo: 4,
  },
];

/**
 * Admin Light's certificate list (docs/roles/admin-light.md, 'Certificates'): finished certificates from
 * several auditors, in each billing status, each with a file of its own (the list downloads, bundles and
 * deletes them one by one).
 * `auditor` is the index into OTHER_AUDITORS (the demo auditor's own list stays as the journeys know it);
 * the property lies in that auditor's area.
 */
const FINISHED_CERTIFICATES = [
  {
    firstName: 'Eszter',
    lastName: 'Nádasdi',
    auditor: 4,
    street: 'Széchenyi utca',
    houseNumber: '22',
    billing: 'pending',
    daysAgo: 14,
  },
  {
    firstName: 'Gergely',
    lastName: 'Varga',
    auditor: 0,
    street: 'Piac utca',
    houseNumber: '8',
    billing: 'pending',
    daysAgo: 18,
  },
  {
    firstName: 'Hajnalka',
    lastName: 'Balázs',
    auditor: 1,
    street: 'Kárász utca',
    houseNumber: '4',
    billing: 'sent',
    daysAgo: 26,
  },
  {
    firstName: 'Imre',
    lastName: 'Lengyel',
    auditor: 2,
    street: 'Baross út',
    houseNumber: '31',
    billing: 'sent',
    daysAgo: 33,
  },
  {
    firstName: 'Judit',
    lastName: 'Szűcs',
    auditor: 3,
    street: 'Király utca',
    houseNumber: '15',
    billing: 'paid',
    daysAgo: 47,
  },
  {
    firstName: 'Kornél',
    lastName: 'Pintér',
    auditor: 4,
    street: 'Fő utca',
    houseNumber: '71',
    billing: 'pending',
    daysAgo: 11,
  },
] as const;

/** A one-page PDF, so the demo certificate opens in any viewer. */
export function samplePdf(title: string): Promise<Buffer> {
  return renderPdf({
    title,
    subtitle: 'Bemutató dokumentum: a demó adatokhoz készült, hatósági érvénye nincs.',
    sections: [
      {
        heading: 'Energetikai jellemzők',
        paragraphs: [
          'Energetikai besorolás: BB (korszerű). Összesített energetikai jellemző: 118 kWh/m²a.',
          'Fűtés: kondenzációs gázkazán, termosztatikus szelepekkel. Hőszigetelés: 12 cm homlokzati, 20 cm födém.',
        ],
      },
    ],
    footer: 'Energetikai tanúsítvány – minta',
  });
}

/**
 * Staff demo accounts sign in with two-factor authentication (docs/product.md, 'Two-factor sign-in'). They
 * share one published key, so anyone trying the demo can add it to an authenticator app (README); the
 * recovery codes work once each.
 */
export const DEMO_TOTP_KEY = 'etp-demo-totp-key-2026';
export const DEMO_TOTP_KEY_BASE32 = base32.encode(new TextEncoder().encode(DEMO_TOTP_KEY), {
  padding: false,
});
export const DEMO_RECOVERY_CODES = ['demo1-kod01', 'demo2-kod02', 'demo3-kod03'];

async function enableDemoTwoFactor(executor: Executor, userId: string, authSecret: string) {
  await executor.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, userId));
  await executor.insert(twoFactor).values({
    id: randomUUID(),
    userId,
    secret: await symmetricEncrypt({ key: authSecret, data: DEMO_TOTP_KEY }),
    backupCodes: await symmetricEncrypt({ key: authSecret, data: JSON.stringify(DEMO_RECOVERY_CODES) }),
    verified: true,
  });
}

/** Seeds once: a database that already has people in it is left alone. Returns whether it seeded. */
export async function seedDemo(
  services: AppServices,
  logger: FastifyBaseLogger = pino({ level: 'silent' }),
): Promise<boolean> {
  const { db } = services.database;
  const [existing] = await db.select({ n: count() }).from(profiles);
  if ((existing?.n ?? 0) > 0) return false;
  const now = services.clock();

  const storedCertificate = await storeDemoCertificate(services);
  const finishedFiles = await Promise.all(
    FINISHED_CERTIFICATES.map((finished, index) =>
      storeDemoCertificate(
        services,
        `certificates/demo/tanusitvany-${index + 1}.pdf`,
        `Energetikai tanúsítvány – ${finished.lastName} ${finished.firstName}`,
      ),
    ),
  );
  const adminLightId = await db.transaction(async (tx) => {
    const ids: Partial<Record<Role, string>> = {};
    for (const [index, demo] of DEMO_ACCOUNTS.entries()) {
      const common = {
        ...demo,
        id: `demo-${demo.role.replace('_', '-')}`,
        phone: '+36 30 123 45' + String(60 + index),
        registrationDate: new Date(now.getTime() - 60 * DAY),
      };
      const profile =
        demo.role === 'auditor'
          ? await createAuditor(tx, {
              ...common,
              companyName: 'Szabó Energetika Kft.',
              companyPostcode: '1061',
              companyAddress: '1061 Budapest, Paulay Ede utca 10',
              address: '1061 Budapest, Paulay Ede utca 10',
              acceptedCounties: ['Budapest', 'Pest'],
              certifications: ['TÉ', 'SZÉS6'],
              workCapacity: 6,
            })
          : await createUser(tx, common);
      ids[demo.role] = profile.id;
      if (isStaffRole(demo.role)) await enableDemoTwoFactor(tx, profile.id, services.config.authSecret);
    }

    for (const [index, auditor] of OTHER_AUDITORS.entries()) {
      const place = services.postcodes.lookup(auditor.postcode)[0];
      await createAuditor(tx, {
        id: `demo-auditor-${index + 2}`,
        email: `tanusito${index + 2}@example.hu`,
        password: 'Tanusito-Demo-2026',
        firstName: auditor.firstName,
        lastName: auditor.lastName,
        phone: `+36 20 555 01${String(index).padStart(2, '0')}`,
        // The edit form needs a personal address (docs/roles/portal-admin.md, 'Edit'): the demo auditors live
        // where they work.
        address: `${auditor.postcode} ${place?.settlement ?? ''}, Kossuth Lajos utca ${index + 1}`,
        companyPostcode: auditor.postcode,
        companyAddress:
          'onboarded' in auditor
            ? undefined
            : `${auditor.postcode} ${place?.settlement ?? ''}, Kossuth Lajos utca ${index + 1}`,
        acceptedCounties: [...auditor.counties],
        workCapacity: auditor.capacity,
        certifications: ['TÉ'],
        registrationDate: new Date(now.getTime() - (50 - index) * DAY),
        onboarded: !('onboarded' in auditor) || auditor.onboarded,
      });
    }

    // docs/rules/coupons.md, 'Postcode in the code': a code contains the property's postcode; the bank's
    // codes are 8 characters long.
    for (const postcode of DEMO_COUPON_POSTCODES) {
      for (let n = 1; n <= 3; n++) {
        await createCoupon(tx, {
          code: demoCouponCode(postcode, n),
          expiryDate: '2027-12-31',
          importedBy: ids.portal_admin ?? null,
        });
      }
    }

    const auditorId = ids.auditor ?? null;
    // The demo client (ugyfel@example.hu) has registered but not ordered yet, so a newcomer can try the
    // order with a demo coupon (KH106101 for this 1061 address); the other demo clients show every status.
    const demoClient = ids.client;
    if (demoClient) {
      await createProperty(tx, services.postcodes, {
        id: demoId(1),
        clientId: demoClient,
        postcode: '1061',
        street: 'Liszt Ferenc tér',
        houseNumber: '7',
        status: 'new',
        createdAt: new Date(now.getTime() - 60 * DAY),
      });
    }
    for (const [index, client] of CLIENTS.entries()) {
      const created = new Date(now.getTime() - client.daysAgo * DAY);
      const profile = await createUser(tx, {
        id: `demo-client-${index + 2}`,
        role: 'client',
        email: `ugyfel${index + 2}@example.hu`,
        password: 'Ugyfel-Demo-2026',
        firstName: client.firstName,
        lastName: client.lastName,
        phone: `+36 70 444 02${String(index).padStart(2, '0')}`,
        registrationDate: created,
      });
      const hasAppointment =
        client.status === 'appointment_scheduled' || client.status === 'document_uploaded';
      const property = await createProperty(tx, services.postcodes, {
        id: demoId(index + 2),
        clientId: profile.id,
        postcode: client.postcode,
        street: client.street,
        houseNumber: client.houseNumber,
        status: client.status,
        area: client.area,
        couponCode: client.status === 'new' ? null : demoCouponCode(client.postcode, 91 + index),
        auditorId,
        createdAt: created,
        contactPerson: index % 3 === 0 ? { name: 'Kovács Mária', phone: '+36 30 987 6543' } : null,
        // The auditor assigned the morning after the order (the bank's report averages the wait) and the
        // first call an hour later; the survey in three days (scheduled) or on the fifth day (done), the
        // certificate three days after the survey, all in working hours.
        auditorAssignDate: budapestTimeOn(created, 1, 8, 15),
        auditorFirstcallDate: hasAppointment ? budapestTimeOn(created, 1, 9, 15) : null,
        appointmentDate:
          client.status === 'appointment_scheduled'
            ? budapestTimeOn(now, 3, 10, 0)
            : client.status === 'document_uploaded'
              ? budapestTimeOn(created, 5, 10, 30)
              : null,
      });
      if (client.status === 'document_uploaded' && storedCertificate) {
        await tx.insert(documents).values({
          propertyId: property.id,
          userId: auditorId,
          type: 'certificate',
          name: `tanusitvany-${client.lastName.toLowerCase()}.pdf`,
          storageKey: storedCertificate.key,
          contentType: 'application/pdf',
          sizeBytes: storedCertificate.size,
          uploadedAt: budapestTimeOn(created, 8, 16, 45),
        });
      }
    }
    // The system log's demo events.
    await tx.insert(userLogs).values(
      demoLogRows(now, {
        portalAdmin: ids.portal_admin!,
        adminLight: ids.admin_light!,
        auditor: ids.auditor!,
        bankAdmin: ids.bank_admin!,
      }),
    );
    await seedDemoSupportTickets(tx, now, { bankAdmin: ids.bank_admin!, portalAdmin: ids.portal_admin! });
    await seedDemoNews(tx, now, { portalAdmin: ids.portal_admin!, auditor: ids.auditor! });
    await seedFinishedCertificates(tx, services, now, finishedFiles);
    await seedDemoCoupons(tx, now, ids.bank_admin ?? null);
    await seedDemoRatings(tx);
    return ids.admin_light!;
  });
  await billFinishedCertificates(services, logger, adminLightId);
  // The weekly ZIP history is not empty; its password is in README's demo section.
  await writeWeeklyZipNow(services, logger, {
    createdBy: adminLightId,
    isScheduled: false,
    ...defaultWeeklyZipPeriod(now),
    email: null,
    password: DEMO_WEEKLY_ZIP_PASSWORD,
  });
  await seedDemoLeads(services, now);
  return true;
}

/** The demo weekly ZIP's password (README 'Demo accounts'). */
export const DEMO_WEEKLY_ZIP_PASSWORD = 'Heti-Demo-2026';

/**
 * The finished certificates billed to the bank, through the product's own TIG statements: one statement
 * for those still unpaid, one for those paid, made and settled by the demo Admin Light.
 */
async function billFinishedCertificates(
  services: AppServices,
  logger: FastifyBaseLogger,
  adminLightId: string,
) {
  const [adminLight] = await services.database.db
    .select({ userId: profiles.id, name: profiles.name })
    .from(profiles)
    .where(eq(profiles.id, adminLightId));
  if (!adminLight) throw new Error('the demo Admin Light is missing');
  for (const billing of ['sent', 'paid'] as const) {
    const clientIds = FINISHED_CERTIFICATES.flatMap((finished, index) =>
      finished.billing === billing ? [`demo-client-cert-${index + 1}`] : [],
    );
    if (clientIds.length === 0) continue;
    const certificates = await services.database.db
      .select({ id: documents.id })
      .from(documents)
      .innerJoin(properties, eq(properties.id, documents.propertyId))
      .where(and(eq(documents.type, 'certificate'), inArray(properties.clientId, clientIds)));
    const statement = await generateTigStatement(
      services,
      logger,
      adminLight,
      certificates.map((certificate) => certificate.id),
    );
    if (billing === 'paid') await markTigStatementPaid(services, logger, adminLight, statement.id);
  }
}

/** The clients of FINISHED_CERTIFICATES, their properties and certificates. */
async function seedFinishedCertificates(
  tx: Executor,
  services: AppServices,
  now: Date,
  files: readonly { key: string; size: number }[],
) {
  for (const [index, finished] of FINISHED_CERTIFICATES.entries()) {
    const created = new Date(now.getTime() - finished.daysAgo * DAY);
    const auditor = OTHER_AUDITORS[finished.auditor];
    const auditorOfProperty = `demo-auditor-${finished.auditor + 2}`;
    const profile = await createUser(tx, {
      id: `demo-client-cert-${index + 1}`,
      role: 'client',
      email: `tanusitvany${index + 1}@example.hu`,
      password: 'Ugyfel-Demo-2026',
      firstName: finished.firstName,
      lastName: finished.lastName,
      phone: `+36 70 444 03${String(index).padStart(2, '0')}`,
      registrationDate: created,
    });
    const property = await createProperty(tx, services.postcodes, {
      clientId: profile.id,
      postcode: auditor.postcode,
      street: finished.street,
      houseNumber: finished.houseNumber,
      status: 'document_uploaded',
      area: 60 + index * 11,
      auditorId: auditorOfProperty,
      createdAt: created,
      auditorAssignDate: budapestTimeOn(created, 1, 8, 15),
      auditorFirstcallDate: budapestTimeOn(created, 1, 9, 15),
      appointmentDate: budapestTimeOn(created, 5, 10, 30),
    });
    const file = files[index]!;
    await tx.insert(documents).values({
      propertyId: property.id,
      userId: auditorOfProperty,
      type: 'certificate',
      name: `tanusitvany-${finished.lastName.toLowerCase()}-${finished.firstName.toLowerCase()}.pdf`,
      storageKey: file.key,
      contentType: 'application/pdf',
      sizeBytes: file.size,
      uploadedAt: budapestTimeOn(created, 8, 16, 45),
    });
  }
}

async function storeDemoCertificate(
  services: AppServices,
  key = 'certificates/demo/energetikai-tanusitvany-minta.pdf',
  title = 'Energetikai tanúsítvány – minta',
): Promise<{ key: string; size: number }> {
  const pdf = await samplePdf(title);
  if (await services.fileStore.exists(key)) return { key, size: pdf.length };
  await mkdir(services.tmpDir, { recursive: true });
  const file = path.join(services.tmpDir, `seed-${randomUUID()}.pdf`);
  await writeFile(file, pdf);
  await services.fileStore.putFile(key, file, 'application/pdf');
  return { key, size: pdf.length };
}
