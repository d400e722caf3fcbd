// The people and records the malformed-input suite calls routes with: every role, and records in the states
// where a malformed request would reach deepest (a certificate to share, an appointment to move, a property
// waiting for an auditor). Shared by malformed-input.test.ts and `npm run bench -- fuzz`.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { scopesForRole } from '../../domain/api-keys.ts';
import type { Role } from '../../domain/roles.ts';
import { createApiKey } from '../features/api-keys/index.ts';
import type { RegisteredRoute } from '../auth/access.ts';
import { auditorDetails, certificateShares, documents } from '../db/schema.ts';
import { samplePdf } from '../seed/demo.ts';
import { createAuditor, createProperty, createUser } from '../seed/factories.ts';
import type { AppServices } from '../services.ts';
import { enableTwoFactor, signIn, TEST_PASSWORD } from './accounts.ts';
import type { FuzzContext, FuzzRoute, Principals } from './malformed.ts';

/** 'api-key': the bank's key holding every scope the bank may hold (the machine API, /api/v1). */
type Principal = Role | 'anonymous' | 'api-key';

export interface FuzzWorld extends Principals {
  routes: FuzzRoute[];
  contextFor(route: FuzzRoute): FuzzContext;
}

const UPLOAD_ROUTES = new Set(['POST /api/auditor/properties/:id/certificate']);

export async function createFuzzWorld(app: FastifyInstance, services: AppServices): Promise<FuzzWorld> {
  const { db } = services.database;
  let serial = 0;
  const email = (prefix: string) => `${prefix}.${++serial}.${randomUUID().slice(0, 6)}@example.hu`;
  const cookies = new Map<Principal, string>();
  const ids: Record<string, string> = {};
  let bankKey = '';

  async function makeClient() {
    const address = email('fuzz-ugyfel');
    const profile = await createUser(db, {
      role: 'client',
      email: address,
      firstName: 'Fanni',
      lastName: 'Fuzz',
      password: TEST_PASSWORD,
      phone: '+36 30 123 4567',
    });
    const property = await createProperty(db, services.postcodes, {
      clientId: profile.id,
      postcode: '1061',
      street: 'Andrássy út',
      houseNumber: String(serial),
      status: 'document_uploaded',
      auditorId: ids.auditor ?? null,
      couponCode: `KH1061${String(serial).padStart(2, '0')}`,
      area: 80,
    });
    const key = `certificates/${property.id}/fuzz.pdf`;
    const pdf = await samplePdf('Fuzz');
    const local = path.join(services.tmpDir, `fuzz-${randomUUID()}.pdf`);
    await mkdir(services.tmpDir, { recursive: true });
    await writeFile(local, pdf);
    await services.fileStore.putFile(key, local, 'application/pdf');
    const [document] = await db
      .insert(documents)
      .values({
        propertyId: property.id,
        userId: profile.id,
        type: 'certificate',
        name: 'Tanúsítvány.pdf',
        storageKey: key,
        contentType: 'application/pdf',
        sizeBytes: pdf.length,
      })
      .returning();
    const [share] = await db
      .insert(certificateShares)
      .values({
        propertyId: property.id,
        documentId: document!.id,
        createdBy: profile.id,
        email: 'barat@example.hu',
        tokenHash: randomUUID(),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    Object.assign(ids, {
      client: profile.id,
      clientProperty: property.id,
      document: document!.id,
      share: share!.id,
    });
    cookies.set('client', await signIn(app, address));
  }

  async function makeAuditor() {
    const address = email('fuzz-tanusito');
    const profile = await createAuditor(db, {
      email: address,
      firstName: 'Tamás',
      lastName: 'Fuzz',
      password: TEST_PASSWORD,
      phone: '+36 20 555 0101',
      companyName: 'Fuzz Energetika Kft.',
      companyPostcode: '1061',
      onboarded: true,
    });
    ids.auditor = profile.id;
    const [details] = await db
      .select({ calendarToken: auditorDetails.calendarToken })
      .from(auditorDetails)
      .where(eq(auditorDetails.auditorId, profile.id));
    ids.calendar = `${details?.calendarToken ?? 'nincs'}.ics`;
    const owner = await createUser(db, {
      role: 'client',
      email: email('fuzz-megbizo'),
      firstName: 'Olga',
      lastName: 'Fuzz',
      password: TEST_PASSWORD,
    });
    const assigned = await createProperty(db, services.postcodes, {
      clientId: owner.id,
      postcode: '1062',
      street: 'Bajza utca',
      houseNumber: String(serial),
      status: 'appointment_scheduled',
      auditorId: profile.id,
      // The survey started an hour ago: a certificate upload gets as far as the file store.
      appointmentDate: new Date(Date.now() - 3_600_000),
      couponCode: `KH1062${String(serial).padStart(2, '0')}`,
      area: 90,
    });
    ids.auditorProperty = assigned.id;
    cookies.set('auditor', await signIn(app, address));
  }

  async function makeWaitingProperty() {
    const owner = await createUser(db, {
      role: 'client',
      email: email('fuzz-varakozo'),
      firstName: 'Vera',
      lastName: 'Fuzz',
      password: TEST_PASSWORD,
    });
    const waiting = await createProperty(db, services.postcodes, {
      clientId: owner.id,
      postcode: '1063',
      street: 'Szondi utca',
      houseNumber: String(serial),
      status: 'finding_auditor',
      couponCode: `KH1063${String(serial).padStart(2, '0')}`,
      area: 70,
    });
    ids.waitingProperty = waiting.id;
  }

  async function makeStaff(role: 'bank_admin' | 'portal_admin' | 'admin_light') {
    const address = email(`fuzz-${role}`);
    const profile = await createUser(db, {
      role,
      email: address,
      firstName: 'Sára',
      lastName: 'Fuzz',
      password: TEST_PASSWORD,
    });
    cookies.set(role, (await enableTwoFactor(app, await signIn(app, address), TEST_PASSWORD)).cookie);
    if (role === 'bank_admin' && !bankKey) {
      const { secret } = await createApiKey(
        services,
        app.log,
        { userId: profile.id, role, name: profile.name, onboarded: false },
        { name: 'Fuzz CRM', scopes: scopesForRole(role), expiresOn: null },
      );
      bankKey = `Bearer ${secret}`;
    }
  }

  await makeAuditor();
  await makeClient();
  await makeWaitingProperty();
  for (const role of ['bank_admin', 'portal_admin', 'admin_light'] as const) await makeStaff(role);

  const signedIn = async (principal: Principal) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/account/me',
        headers: { cookie: cookies.get(principal) ?? '' },
      })
    ).statusCode === 200;

  // The API and the developer's pages; the web build's files and the API documentation take no input.
  const routes = app.registeredRoutes.filter(
    (route: RegisteredRoute) =>
      route.method !== 'HEAD' &&
      (route.url.startsWith('/api/') || route.url.startsWith('/dev/')) &&
      !route.url.startsWith('/api/docs'),
  );

  return {
    routes,
    contextFor(route) {
      const access = app.registeredRoutes.find(
        (r) => r.method === route.method && r.url === route.url,
      )?.access;
      const principal: Principal =
        access?.kind === 'signed-in'
          ? (access.roles[0] ?? 'client')
          : access?.kind === 'api-key'
            ? 'api-key'
            : 'anonymous';
      const url = route.url;
      const id = url.startsWith('/api/admin/clients/')
        ? ids.client!
        : url.startsWith('/api/admin/auditors/')
          ? ids.auditor!
          : url.startsWith('/api/admin/properties/')
            ? ids.waitingProperty!
            : url.startsWith('/api/documents/') || url.startsWith('/api/v1/certificates/')
              ? ids.document!
              : principal === 'auditor'
                ? ids.auditorProperty!
                : ids.clientProperty!;
      return {
        principal: principal === 'anonymous' ? null : principal,
        params: { id, shareId: ids.share!, postcode: '1061', token: 'nincs-ilyen', file: ids.calendar! },
        upload: UPLOAD_ROUTES.has(`${route.method} ${route.url}`),
      };
    },
    cookieFor: (principal) => cookies.get(principal as Principal),
    authorizationFor: (principal) => (principal === 'api-key' ? bankKey : undefined),
    async restore() {
      if (!(await signedIn('client'))) await makeClient();
      if (!(await signedIn('auditor'))) await makeAuditor();
      for (const role of ['bank_admin', 'portal_admin', 'admin_light'] as const)
        if (!(await signedIn(role))) await makeStaff(role);
    },
  };
}
