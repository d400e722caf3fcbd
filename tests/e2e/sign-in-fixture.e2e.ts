import { expect, test, type Role } from './fixtures.ts';

const roles: Role[] = ['client', 'auditor', 'bank_admin', 'portal_admin', 'admin_light'];

for (const role of roles) {
  test(`the signInAs fixture signs the browser in as the demo ${role}`, async ({ page, signInAs }) => {
    const signedIn = await signInAs(role);
    expect(signedIn.role).toBe(role);
    // The cookie is in the browser context: the page's own requests carry the session.
    const me = await page.request.get('/api/account/me');
    expect(me.status()).toBe(200);
    expect((await me.json()).role).toBe(role);
    const cookies = await page.context().cookies();
    const sessionCookie = cookies.find((c) => c.name === 'etp.session_token');
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });
}
