import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, MESSAGES } from '../../../domain/messages.ts';
import type { PropertyView } from '../../../domain/property.ts';
import { startOfBudapestDay } from '../../../domain/time.ts';
import { certificateShares, coupons, mailOutbox, properties, ratings } from '../../db/schema.ts';
import { createCoupon, createProperty } from '../../seed/factories.ts';
import { people } from '../../test/people.ts';
import { realTime, testAppForFile } from '../../test/test-app.ts';
import { loggedRows } from '../../test/logs.ts';

const t = testAppForFile({ clock: realTime, clearRateLimits: true });
const db = () => t.services.database.db;
const who = people(t);
const newClient = (options?: { withProperty?: boolean }) => who.client(options);
const newAuditor = () => who.auditor();
const newStaff = (role?: 'portal_admin' | 'bank_admin' | 'admin_light') => who.staff(role);
let serial = 0;
const next = () => String(++serial).padStart(2, '0');

/** A client whose auditor uploaded the certificate (status document_uploaded, file in the store). */
async function clientWithCertificate(
  options: { status?: 'document_uploaded' | 'appointment_scheduled' } = {},
) {
  const auditor = await newAuditor();
  const client = await newClient({ withProperty: false });
  const property = await createProperty(db(), t.services.postcodes, {
    clientId: client.id,
    postcode: '1062',
    street: 'Bajza utca',
    houseNumber: '5',
    status: options.status ?? 'document_uploaded',
    area: 90,
    couponCode: `KH1062${next()}`,
    auditorId: auditor.id,
    appointmentDate: new Date(t.clock.now().getTime() - 86_400_000),
  });
  const { document, pdf } = await who.storeCertificate(property.id, auditor.id);
  return { client, auditor, property, document, pdf };
}

const order = (couponCode: string, overrides: Record<string, unknown> = {}) => ({
  couponCode,
  postcode: '1061',
  city: 'Budapest',
  street: 'Andrássy út',
  houseNumber: '12',
  area: '86',
  addressConfirmed: true,
  ...overrides,
});

const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  });

const propertyOf = async (id: string) =>
  (await db().select().from(properties).where(eq(properties.id, id)))[0];
const couponOf = async (code: string) => (await db().select().from(coupons).where(eq(coupons.code, code)))[0];

describe('coupon order', () => {
  it('claims the coupon, moves the property to finding_auditor, logs the order and e-mails sales', async () => {
    const client = await newClient();
    await createCoupon(db(), { code: 'KH106101', expiryDate: '2099-12-31' });

    const response = await inject(
      'POST',
      '/api/client/order',
      client.cookie,
      order(' kh1061 01 ', {
        contactPerson: { name: 'Kovács Mária', phone: '+36 (30) 987-6543', email: 'Maria@Example.hu' },
      }),
    );

    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as { property: PropertyView; message: string };
    expect(body.message).toBe(MESSAGES.order.success);
    expect(body.property).toMatchObject({
      id: client.property!.id,
      status: 'finding_auditor',
      area: 86,
      couponCode: 'KH106101',
      canEditAddress: false,
      certificateBadge: 'pending',
    });
    const stored = await propertyOf(client.property!.id);
    expect(stored).toMatchObject({
      status: 'finding_auditor',
      area: 86,
      couponCode: 'KH106101',
      county: 'Budapest',
      contactPerson: { name: 'Kovács Mária', phone: '+36 (30) 987-6543', email: 'maria@example.hu' },
    });
    expect(stored?.orderedAt).not.toBeNull();
    expect(await couponOf('KH106101')).toMatchObject({ claimedBy: client.id });
    const [log] = await loggedRows(t, client.id, { actionType: 'certificate_order' });
    expect(log?.metadata).toMatchObject({
      address: '1061 Budapest, Andrássy út 12',
      area: 86,
      couponCode: 'KH106101',
    });
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'NEW_CERTIFICATION_ORDER'));
    const mail = mails.find((m) => m.text.includes('KH106101'));
    expect(mail?.to).toBe(t.config.bank.salesEmail);
    expect(mail?.text).toContain('Kovács Mária');
  });

  it('creates the property when the client has none yet', async () => {
    const client = await newClient({ withProperty: false });
    await createCoupon(db(), { code: 'KH209201' });
    const response = await inject(
      'POST',
      '/api/client/order',
      client.cookie,
      order('KH209201', { postcode: '2092', city: 'Budakeszi', street: 'Fő utca', houseNumber: '1' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await db().select().from(properties).where(eq(properties.clientId, client.id));
    expect(row).toMatchObject({ status: 'finding_auditor', county: 'Pest', city: 'Budakeszi' });
  });

  it('refuses unknown, expired and taken coupons with their message and changes nothing', async () => {
    const client = await newClient();
    const other = await newClient();
    const yesterday = new Date(startOfBudapestDay(t.clock.now()).getTime() - 3_600_000);
    const y = yesterday.toISOString().slice(0, 10);
    await createCoupon(db(), { code: 'KH106102', expiryDate: y });
    await createCoupon(db(), { code: 'KH106103' });
    expect((await inject('POST', '/api/client/order', other.cookie, order('KH106103'))).statusCode).toBe(201);

    for (const code of ['KH106199', 'KH106102', 'KH106103']) {
      const response = await inject('POST', '/api/client/order', client.cookie, order(code));
      expect(response.statusCode, code).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'coupon_invalid',
        message: MESSAGES.coupon.invalidOrUsed,
      });
    }
    expect((await couponOf('KH106102'))?.claimedBy).toBeNull();
    expect((await couponOf('KH106103'))?.claimedBy).toBe(other.id);
    expect((await propertyOf(client.property!.id))?.status).toBe('new');
  });

  it('normalises a code pasted with spaces, dashes and lower case before checking its length', async () => {
    const client = await newClient();
    await createCoupon(db(), { code: 'KH106107' });
    const response = await inject('POST', '/api/client/order', client.cookie, order(' kh-1061-07 '));
    expect(response.statusCode, response.body).toBe(201);
    expect((await couponOf('KH106107'))?.claimedBy).toBe(client.id);
  });

  it('accepts a coupon on its expiry day (Budapest time)', async () => {
    const client = await newClient();
    t.clock.set('2026-06-30T21:30:00Z'); // 23:30 in Budapest on 30 June
    await createCoupon(db(), { code: 'KH106104', expiryDate: '2026-06-30' });
    const response = await inject('POST', '/api/client/order', client.cookie, order('KH106104'));
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each([
    ['a code without the postcode', order('KH999901'), MESSAGES.coupon.format],
    ['a too short code', order('KH10'), MESSAGES.coupon.tooShort],
    ['a too long code', order('KH1061012345678'), MESSAGES.coupon.tooLong],
    [
      'an unconfirmed address',
      order('KH106101', { addressConfirmed: false }),
      MESSAGES.coupon.addressConfirmation,
    ],
    ['an area with letters', order('KH106101', { area: '86m2' }), MESSAGES.area.invalid],
    ['no area', order('KH106101', { area: '' }), MESSAGES.area.required],
    [
      'a contact person without phone',
      order('KH106101', { contactPerson: { name: 'Kovács Mária', phone: '' } }),
      MESSAGES.contactPerson.phoneRequired,
    ],
    [
      'a contact phone with letters',
      order('KH106101', { contactPerson: { name: 'Kovács Mária', phone: '06 30 abc' } }),
      MESSAGES.contactPerson.phoneCharacters,
    ],
    [
      'a contact phone that is not a Hungarian number',
      order('KH106101', { contactPerson: { name: 'Kovács Mária', phone: '12' } }),
      MESSAGES.phone.invalid,
    ],
    ['an invalid postcode', order('KH106101', { postcode: '106' }), MESSAGES.postcode.invalid],
    [
      'a city the postcode does not belong to',
      order('KH106101', { city: 'Szeged' }),
      MESSAGES.city.notInPostcode,
    ],
    [
      'a postcode missing from the postcode list',
      order('KH100001', { postcode: '1000' }),
      MESSAGES.postcode.unknown,
    ],
  ])('refuses %s with its Hungarian message', async (_name, payload, message) => {
    const client = await newClient();
    const response = await inject('POST', '/api/client/order', client.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.map((f: { message: string }) => f.message)).toContain(message);
    expect((await propertyOf(client.property!.id))?.status).toBe('new');
  });

  it('answers a repeated order with the same property and refuses a second coupon', async () => {
    const client = await newClient();
    await createCoupon(db(), { code: 'KH106105' });
    await createCoupon(db(), { code: 'KH106106' });
    expect((await inject('POST', '/api/client/order', client.cookie, order('KH106105'))).statusCode).toBe(
      201,
    );

    const again = await inject('POST', '/api/client/order', client.cookie, order('KH106105'));
    expect(again.statusCode).toBe(200);
    expect(again.json().property.id).toBe(client.property!.id);

    const second = await inject('POST', '/api/client/order', client.cookie, order('KH106106'));
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(MESSAGES.order.alreadyOrdered);
    expect((await couponOf('KH106106'))?.claimedBy).toBeNull();
  });

  it('gives one code to exactly one of 20 clients redeeming it at the same moment', async () => {
    await createCoupon(db(), { code: 'KH106120' });
    const clients = [];
    for (let i = 0; i < 20; i++) clients.push(await newClient());

    const answers = await Promise.all(
      clients.map((c) => inject('POST', '/api/client/order', c.cookie, order('KH106120'))),
    );

    const won = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 400);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer.json().error.message).toBe(MESSAGES.coupon.invalidOrUsed);
    const holders = await db().select().from(properties).where(eq(properties.couponCode, 'KH106120'));
    expect(holders).toHaveLength(1);
    expect((await couponOf('KH106120'))?.claimedBy).toBe(holders[0]?.clientId);
  });

  it('leaves one property and one claimed coupon when one client redeems several codes at once', async () => {
    const client = await newClient({ withProperty: false });
    const codes = ['KH106131', 'KH106132', 'KH106133', 'KH106134', 'KH106135'];
    for (const code of codes) await createCoupon(db(), { code });

    const answers = await Promise.all(
      codes.map((code) => inject('POST', '/api/client/order', client.cookie, order(code))),
    );

    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect([400, 409]).toContain(answer.statusCode);
    }
    expect(await db().select().from(properties).where(eq(properties.clientId, client.id))).toHaveLength(1);
    expect(await db().select().from(coupons).where(eq(coupons.claimedBy, client.id))).toHaveLength(1);
  });

  it('refuses visitors without a session (401) and other roles (403)', async () => {
    expect((await inject('GET', '/api/client/property')).statusCode).toBe(401);
    expect((await inject('POST', '/api/client/order', undefined, order('KH106101'))).statusCode).toBe(401);
    const auditor = await newAuditor();
    const staff = await newStaff('bank_admin');
    for (const cookie of [auditor.cookie, staff.cookie]) {
      expect((await inject('GET', '/api/client/property', cookie)).statusCode).toBe(403);
      const refused = await inject('POST', '/api/client/order', cookie, order('KH106101'));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(ERROR_MESSAGES.forbidden);
    }
  });
});

describe('the client dashboard and the property page', () => {
  it('answers the whole dashboard in one call, and null before any property exists', async () => {
    const none = await newClient({ withProperty: false });
    expect((await inject('GET', '/api/client/property', none.cookie)).json()).toEqual({ property: null });

    const { client, auditor, document } = await clientWithCertificate();
    const response = await inject('GET', '/api/client/property', client.cookie);
    expect(response.statusCode).toBe(200);
    const property = response.json().property as PropertyView;
    expect(property).toMatchObject({
      status: 'document_uploaded',
      area: 90,
      county: 'Budapest',
      certificateBadge: 'completed',
      canDownloadCertificate: true,
      canRate: true,
      isOwner: true,
      auditor: { name: 'Szabó Péter', companyName: 'Szabó Energetika Kft.', email: auditor.email },
      certificate: { id: document.id, name: 'Tanúsítvány – Bajza utca 5.pdf', type: 'certificate' },
    });
    expect(property.location?.lat).toBeCloseTo(47.5, 0);
  });

  it('opens the property for its owner and staff, and answers not found to anyone else', async () => {
    const owner = await newClient();
    const stranger = await newClient();
    const auditor = await newAuditor();
    const staff = await newStaff('portal_admin');
    const url = `/api/properties/${owner.property!.id}`;

    expect((await inject('GET', url, owner.cookie)).json()).toMatchObject({
      isOwner: true,
      canEditAddress: true,
    });
    expect((await inject('GET', url, staff.cookie)).json()).toMatchObject({
      isOwner: false,
      canEditAddress: false,
      shares: [],
    });
    const refused = await inject('GET', url, stranger.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(MESSAGES.property.notFound);
    // Auditors see their clients' properties in their own workspace, never here.
    expect((await inject('GET', url, auditor.cookie)).statusCode).toBe(403);
    expect((await inject('GET', url)).statusCode).toBe(401);
    expect((await inject('GET', '/api/properties/nem-uuid', owner.cookie)).statusCode).toBe(400);
  });

  it('edits the address while the status is new, and never after the order', async () => {
    const client = await newClient();
    const stranger = await newClient();
    const url = `/api/properties/${client.property!.id}/address`;
    const address = { postcode: '2092', city: 'Budakeszi', street: 'Fő utca', houseNumber: '40/A' };

    expect((await inject('PATCH', url, stranger.cookie, address)).statusCode).toBe(404);
    const invalid = await inject('PATCH', url, client.cookie, { ...address, postcode: '20a2' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe(MESSAGES.postcode.invalid);

    const wrongCity = await inject('PATCH', url, client.cookie, { ...address, city: 'Budapest' });
    expect(wrongCity.statusCode).toBe(400);
    expect(wrongCity.json().error).toMatchObject({
      message: MESSAGES.city.notInPostcode,
      fields: [{ path: 'body.city', message: MESSAGES.city.notInPostcode }],
    });
    expect((await propertyOf(client.property!.id))?.postcode).toBe('1061');

    const saved = await inject('PATCH', url, client.cookie, { ...address, city: 'budakeszi' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().property.address).toBe('2092 Budakeszi, Fő utca 40/A');
    expect(await propertyOf(client.property!.id)).toMatchObject({ county: 'Pest', houseNumber: '40/A' });
    const [log] = await loggedRows(t, client.id, { actionType: 'profile_update' });
    expect(log?.metadata).toMatchObject({ oldValues: { address: '1061 Budapest, Andrássy út 12' } });

    await createCoupon(db(), { code: 'KH209202' });
    const ordered = await inject('POST', '/api/client/order', client.cookie, {
      ...order('KH209202'),
      ...address,
    });
    expect(ordered.statusCode).toBe(201);
    const locked = await inject('PATCH', url, client.cookie, { ...address, houseNumber: '41' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe(MESSAGES.property.addressLocked);
    expect((await propertyOf(client.property!.id))?.houseNumber).toBe('40/A');
  });

  it('cancels an appointment: clears it, returns to auditor_assigned, logs it and tells the auditor', async () => {
    const { client, auditor, property } = await clientWithCertificate({ status: 'appointment_scheduled' });
    const future = new Date(t.clock.now().getTime() + 3 * 86_400_000);
    await db().update(properties).set({ appointmentDate: future }).where(eq(properties.id, property.id));
    const stranger = await newClient();
    const url = `/api/properties/${property.id}/appointment/cancel`;

    expect((await inject('POST', url, stranger.cookie, {})).statusCode).toBe(404);
    const cancelled = await inject('POST', url, client.cookie, { reason: 'Csütörtök délután jobb lenne.' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toBe(MESSAGES.property.appointmentCancelled);
    expect(await propertyOf(property.id)).toMatchObject({
      status: 'auditor_assigned',
      appointmentDate: null,
    });
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, auditor.email));
    expect(mail?.template).toBe('APPOINTMENT_CANCELLED');
    expect(mail?.text).toContain('Csütörtök délután jobb lenne.');
    const [log] = await loggedRows(t, client.id, { actionType: 'appointment' });
    expect(log?.metadata).toMatchObject({ propertyId: property.id, cancelledBy: 'client' });

    const again = await inject('POST', url, client.cookie, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MESSAGES.property.noAppointment);
  });
});

describe('certificate download', () => {
  it('streams the certificate with its original name to the owner, its auditor and staff', async () => {
    const { client, auditor, property, pdf } = await clientWithCertificate();
    const staff = await newStaff('admin_light');
    for (const cookie of [client.cookie, auditor.cookie, staff.cookie]) {
      const response = await inject('GET', `/api/properties/${property.id}/certificate`, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Tanusitvany  Bajza utca 5.pdf"; filename*=UTF-8''${encodeURIComponent('Tanúsítvány – Bajza utca 5.pdf')}`,
      );
      expect(response.rawPayload.equals(pdf)).toBe(true);
    }
  });

  it('answers each refusal with its message', async () => {
    const { property, document } = await clientWithCertificate();
    const stranger = await newClient();
    const otherAuditor = await newAuditor();
    const ordered = await newClient();
    await db()
      .update(properties)
      .set({ status: 'finding_auditor' })
      .where(eq(properties.id, ordered.property!.id));
    const url = `/api/properties/${property.id}/certificate`;

    expect((await inject('GET', url)).statusCode).toBe(401);
    for (const cookie of [stranger.cookie, otherAuditor.cookie]) {
      expect((await inject('GET', url, cookie)).statusCode).toBe(404);
      expect((await inject('GET', `/api/documents/${document.id}`, cookie)).statusCode).toBe(404);
    }
    const before = await inject('GET', `/api/properties/${ordered.property!.id}/certificate`, ordered.cookie);
    expect(before.statusCode).toBe(404);
    expect(before.json().error.message).toBe(MESSAGES.download.notUploaded);
  });

  it('refuses a certificate whose property is not yet document_uploaded, and a missing file', async () => {
    const { client, property, document } = await clientWithCertificate({ status: 'appointment_scheduled' });
    const early = await inject('GET', `/api/properties/${property.id}/certificate`, client.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(MESSAGES.download.notReady);
    expect((await inject('GET', `/api/documents/${document.id}`, client.cookie)).statusCode).toBe(409);

    await db().update(properties).set({ status: 'document_uploaded' }).where(eq(properties.id, property.id));
    expect((await inject('GET', `/api/documents/${document.id}`, client.cookie)).statusCode).toBe(200);
    await t.services.fileStore.delete(document.storageKey);
    const gone = await inject('GET', `/api/documents/${document.id}`, client.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(MESSAGES.download.fileNotFound);
  });
});

it('refuses path traversal in document ids and share tokens without touching the file store', async () => {
  const client = await newClient();
  const traversal = encodeURIComponent('../../etc/passwd');
  const byId = await inject('GET', `/api/documents/${traversal}`, client.cookie);
  expect(byId.statusCode).toBe(400);
  const byToken = await inject('GET', `/api/shared-certificates/${traversal}/file`);
  expect(byToken.statusCode).toBe(404);
  expect(byToken.json().error.message).toBe(MESSAGES.share.invalid);
});

describe('sharing the certificate', () => {
  const tokenOf = (text: string) => /\/shared\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

  it('e-mails a link that opens the file for 7 days, then answers 410', async () => {
    const { client, property, pdf } = await clientWithCertificate();
    const shared = await inject('POST', `/api/properties/${property.id}/certificate/shares`, client.cookie, {
      email: ' Bank.Ugyintezo@Example.hu ',
    });
    expect(shared.statusCode, shared.body).toBe(201);
    expect(shared.json().share).toMatchObject({ email: 'bank.ugyintezo@example.hu', state: 'active' });
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'bank.ugyintezo@example.hu'));
    expect(mail?.template).toBe('CERTIFICATE_SHARED');
    const token = tokenOf(mail!.text);
    expect(token.length).toBeGreaterThan(30);
    // Only the token's hash is stored.
    const [row] = await db()
      .select()
      .from(certificateShares)
      .where(eq(certificateShares.propertyId, property.id));
    expect(row?.tokenHash).not.toContain(token);

    const meta = await inject('GET', `/api/shared-certificates/${token}`);
    expect(meta.statusCode).toBe(200);
    expect(meta.json()).toMatchObject({
      fileName: 'Tanúsítvány – Bajza utca 5.pdf',
      sharedBy: 'Kovács Anna',
    });
    const file = await inject('GET', `/api/shared-certificates/${token}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);

    t.clock.advance(7 * 86_400_000 + 1);
    for (const url of [`/api/shared-certificates/${token}`, `/api/shared-certificates/${token}/file`]) {
      const expired = await inject('GET', url);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().error.message).toBe(MESSAGES.share.expired);
    }
    const view = (await inject('GET', '/api/client/property', client.cookie)).json().property as PropertyView;
    expect(view.shares[0]?.state).toBe('expired');
  });

  it('stops working once the client revokes it; nobody else can revoke it', async () => {
    const { client, property } = await clientWithCertificate();
    const stranger = await newClient();
    const shared = await inject('POST', `/api/properties/${property.id}/certificate/shares`, client.cookie, {
      email: 'szomszed@example.hu',
    });
    const shareId = shared.json().share.id as string;
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'szomszed@example.hu'));
    const token = tokenOf(mail!.text);
    const url = `/api/properties/${property.id}/certificate/shares/${shareId}`;

    expect((await inject('DELETE', url, stranger.cookie)).statusCode).toBe(404);
    expect((await inject('GET', `/api/shared-certificates/${token}`)).statusCode).toBe(200);
    const revoked = await inject('DELETE', url, client.cookie);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe(MESSAGES.share.revoked);
    expect((await inject('GET', `/api/shared-certificates/${token}/file`)).statusCode).toBe(410);
    expect((await inject('GET', '/api/shared-certificates/ismeretlen-token')).statusCode).toBe(404);
  });

  it('shares at most ten times an hour, then says when it can share again', async () => {
    const { client, property } = await clientWithCertificate();
    const share = (n: number) =>
      inject('POST', `/api/properties/${property.id}/certificate/shares`, client.cookie, {
        email: `cimzett${n}@example.hu`,
      });
    for (let n = 1; n <= 10; n++) expect((await share(n)).statusCode).toBe(201);
    const refused = await share(11);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(MESSAGES.share.tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'cimzett11@example.hu'))).toEqual([]);
    t.clock.advance(Number(refused.headers['retry-after']) * 1000);
    expect((await share(12)).statusCode).toBe(201);
  });

  it('shares only a ready certificate, only by its owner', async () => {
    const { client, property } = await clientWithCertificate({ status: 'appointment_scheduled' });
    const cookie = client.cookie;
    const early = await inject('POST', `/api/properties/${property.id}/certificate/shares`, cookie, {
      email: 'valaki@example.hu',
    });
    expect(early.statusCode).toBe(409);
    const staff = await newStaff('portal_admin');
    expect(
      (
        await inject('POST', `/api/properties/${property.id}/certificate/shares`, staff.cookie, {
          email: 'valaki@example.hu',
        })
      ).statusCode,
    ).toBe(403);
    const invalid = await inject('POST', `/api/properties/${property.id}/certificate/shares`, cookie, {
      email: 'nem-email',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe(MESSAGES.email.invalid);
  });
});

describe('rating the auditor', () => {
  it('takes one rating once the certificate is downloadable', async () => {
    const { client, auditor, property } = await clientWithCertificate();
    const url = `/api/properties/${property.id}/rating`;
    const tooMany = await inject('POST', url, client.cookie, { stars: 6 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe(MESSAGES.rating.range);
    const long = await inject('POST', url, client.cookie, { stars: 5, comment: 'x'.repeat(501) });
    expect(long.json().error.message).toBe(MESSAGES.rating.commentTooLong);

    const rated = await inject('POST', url, client.cookie, { stars: 5, comment: 'Pontos és kedves.' });
    expect(rated.statusCode, rated.body).toBe(201);
    expect(rated.json().property).toMatchObject({ canRate: false, rating: { stars: 5 } });
    const [row] = await db().select().from(ratings).where(eq(ratings.propertyId, property.id));
    expect(row).toMatchObject({ auditorId: auditor.id, clientId: client.id, stars: 5 });

    const again = await inject('POST', url, client.cookie, { stars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MESSAGES.rating.already);
  });

  it('refuses a rating before the certificate is ready and from anyone but the owner', async () => {
    const { property } = await clientWithCertificate({ status: 'appointment_scheduled' });
    const stranger = await newClient();
    expect(
      (await inject('POST', `/api/properties/${property.id}/rating`, stranger.cookie, { stars: 4 }))
        .statusCode,
    ).toBe(404);
    const fresh = await newClient();
    const early = await inject('POST', `/api/properties/${fresh.property!.id}/rating`, fresh.cookie, {
      stars: 4,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(MESSAGES.rating.notYet);
  });
});
