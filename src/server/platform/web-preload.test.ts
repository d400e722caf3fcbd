// Decision 0013: each page announces the chunks and the first API answers of the screen its visitor will see.
import { describe, expect, it } from 'vitest';
import {
  auditorDetailRequests,
  bankClientRequest,
  DEFAULT_LIST_REQUESTS,
} from '../../domain/first-requests.ts';
import { linkHeader, planPage } from './web-preload.ts';

const client = { role: 'client', onboarded: false, blocked: false } as const;
const auditor = { role: 'auditor', onboarded: true, blocked: false } as const;
const PROPERTY_ID = '0b6b7d3e-3f4a-4c1e-9d2a-5e6f7a8b9c0d';

describe('what a page announces', () => {
  it('signed out: the sign-in screen, the session and the public settings', () => {
    expect(planPage('/login', '', null)).toEqual({
      screens: ['auth'],
      data: ['/api/account/session', '/api/public-config'],
    });
    // A signed-in address sends the visitor to sign in; a share link needs no account.
    expect(planPage('/property/x', '', null).screens).toEqual(['auth']);
    expect(planPage('/shared/abc', '', null).screens).toEqual([]);
  });

  it('a client: the layout, the dashboard and its data; a property page with the property', () => {
    expect(planPage('/', '', client)).toEqual({
      screens: ['layout', 'home', 'clientDashboard'],
      data: ['/api/account/session', '/api/public-config', '/api/client/property'],
    });
    expect(planPage(`/property/${PROPERTY_ID.toUpperCase()}`, '', client).data).toContain(
      `/api/properties/${PROPERTY_ID}`,
    );
    // An address that cannot name a property asks for nothing the server would refuse.
    expect(planPage('/property/nem-ingatlan', '', client).data).toEqual([
      '/api/account/session',
      '/api/public-config',
    ]);
  });

  it('lists: the first page of the default list only when the address names no filter', () => {
    expect(planPage('/clients', '', auditor).data).toEqual([
      '/api/account/session',
      '/api/public-config',
      '/api/auditor/onboarding',
      DEFAULT_LIST_REQUESTS.auditorClients,
      DEFAULT_LIST_REQUESTS.newsPanel,
    ]);
    // A filtered address fetches another page of the list; the news panel above it is the same.
    expect(planPage('/clients', '?status=new', auditor).data).toEqual([
      '/api/account/session',
      '/api/public-config',
      '/api/auditor/onboarding',
      DEFAULT_LIST_REQUESTS.newsPanel,
    ]);
    // Admin Light's start page is the client list.
    expect(planPage('/', '', { role: 'admin_light', onboarded: false, blocked: false })).toMatchObject({
      screens: ['layout', 'adminClients'],
      data: expect.arrayContaining([
        DEFAULT_LIST_REQUESTS.adminClients,
        DEFAULT_LIST_REQUESTS.newsPanel,
      ]) as unknown,
    });
    // The portal admin's list shows no news: nothing is fetched that the page would not use at once.
    expect(planPage('/clients', '', { role: 'portal_admin', onboarded: false, blocked: false }).data).toEqual(
      [
        '/api/account/session',
        '/api/public-config',
        DEFAULT_LIST_REQUESTS.adminClients,
        '/api/admin/clients/coupon-progress',
      ],
    );
  });

  it('the bank’s staff: their menu’s count; their dashboard, its counters, to-do list and the news; the clients; the report; the leads; the client activity', () => {
    const bank = { role: 'bank_admin', onboarded: false, blocked: false } as const;
    const always = ['/api/account/session', '/api/public-config', '/api/bank/menu-badges'];
    expect(planPage('/', '', bank)).toEqual({
      screens: ['layout', 'home', 'bankDashboard'],
      data: [
        ...always,
        '/api/bank/dashboard',
        DEFAULT_LIST_REQUESTS.bankTodos,
        DEFAULT_LIST_REQUESTS.newsPanel,
      ],
    });
    expect(planPage('/clients', '', bank)).toEqual({
      screens: ['layout', 'bankClients'],
      data: [...always, DEFAULT_LIST_REQUESTS.bankClients],
    });
    expect(planPage('/clients', '?status=new', bank).data).toEqual(always);
    expect(planPage('/billing', '', bank)).toEqual({
      screens: ['layout', 'bankReports'],
      data: [...always, DEFAULT_LIST_REQUESTS.bankReport],
    });
    expect(planPage('/billing', '?county=Pest', bank).data).toEqual(always);
    expect(planPage('/leads', '', bank)).toEqual({
      screens: ['layout', 'bankLeads'],
      data: [...always, DEFAULT_LIST_REQUESTS.bankLeads],
    });
    // The portal admin's /billing is the settlement, which is not announced.
    expect(planPage('/clients/logs', '', bank)).toEqual({
      screens: ['layout', 'clientActivity'],
      data: [...always, DEFAULT_LIST_REQUESTS.clientActivity],
    });
    expect(planPage('/clients/logs', '?group=account', bank).data).toEqual(always);
    expect(planPage('/billing', '', { ...bank, role: 'portal_admin' }).screens).toEqual(['layout']);
    expect(planPage('/clients/logs', '', { ...bank, role: 'admin_light' }).screens).toEqual(['layout']);
  });

  it('Admin Light’s certificates: the screen and its first page', () => {
    const light = { role: 'admin_light', onboarded: false, blocked: false } as const;
    expect(planPage('/certificates', '', light)).toEqual({
      screens: ['layout', 'certificates'],
      data: ['/api/account/session', '/api/public-config', DEFAULT_LIST_REQUESTS.certificates],
    });
  });

  it('the portal admin’s news and auditor detail: the screen, the first page, the auditor and their figures', () => {
    const admin = { role: 'portal_admin', onboarded: false, blocked: false } as const;
    const always = ['/api/account/session', '/api/public-config'];
    expect(planPage('/news', '', admin)).toEqual({
      screens: ['layout', 'news'],
      data: [...always, DEFAULT_LIST_REQUESTS.adminNews],
    });
    expect(planPage('/news', '?page=2', admin).data).toEqual(always);
    // The id as the screen reads it from the address, encoded as it asks for it.
    expect(planPage('/auditors/demo%20auditor', '', admin)).toEqual({
      screens: ['layout', 'auditorDetail'],
      data: [...always, ...auditorDetailRequests('demo auditor')],
    });
    expect(auditorDetailRequests('demo auditor')).toEqual([
      '/api/admin/auditors/demo%20auditor',
      '/api/admin/auditors/demo%20auditor/performance',
    ]);
    // An address the screen cannot read, and the bank's directory at the same address, announce no data.
    expect(planPage('/auditors/%E0%A4%A', '', admin).data).toEqual(always);
    expect(planPage('/auditors/x', '', { ...admin, role: 'bank_admin' }).data).toEqual([
      ...always,
      '/api/bank/menu-badges',
    ]);
  });

  it('the bank’s client detail: the screen and the client, not the client activity’s address', () => {
    const bank = { role: 'bank_admin', onboarded: false, blocked: false } as const;
    const always = ['/api/account/session', '/api/public-config', '/api/bank/menu-badges'];
    expect(planPage('/clients/demo%20client', '', bank)).toEqual({
      screens: ['layout', 'bankClient'],
      data: [...always, bankClientRequest('demo client')],
    });
    expect(bankClientRequest('demo client')).toBe('/api/bank/clients/demo%20client');
    expect(planPage('/clients/logs', '', bank).screens).toEqual(['layout', 'clientActivity']);
    expect(planPage('/clients/%E0%A4%A', '', bank).data).toEqual(always);
    // Another role at the same address gets no bank client detail.
    expect(planPage('/clients/x', '', { ...bank, role: 'admin_light' }).screens).not.toContain('bankClient');
  });

  it('an auditor before onboarding: only the layout and the onboarding state', () => {
    expect(planPage('/clients', '', { ...auditor, onboarded: false })).toEqual({
      screens: ['layout'],
      data: ['/api/account/session', '/api/public-config', '/api/auditor/onboarding'],
    });
  });

  it('a password to change or an authenticator to set up first: no screen data', () => {
    // The unused onboarding preload would answer the onboarding screen's first fetch after the password
    // change with the refusal of before (the journey of an auditor made with a temporary password).
    for (const visitor of [auditor, { role: 'admin_light', onboarded: false } as const])
      expect(planPage('/clients', '', { ...visitor, blocked: true })).toEqual({
        screens: [],
        data: ['/api/account/session', '/api/public-config'],
      });
  });
});

describe('the Link header', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_base.js'], css: ['assets/i.css'] },
    '_base.js': { file: 'assets/base-1.js', css: ['assets/base.css'] },
    '_app.js': { file: 'assets/app-1.js', imports: ['_base.js'], css: ['assets/app.css'] },
    'app/app-layout.tsx': { file: 'assets/layout-1.js', imports: ['_app.js', '_base.js'] },
    'features/auth/auth-page.tsx': { file: 'assets/auth-1.js', imports: ['_base.js'] },
  };

  it('names each screen chunk and what it imports, less what the page itself loads', () => {
    const header = linkHeader(manifest, { screens: ['layout'], data: ['/api/account/session'] });
    expect(header.split(', ')).toEqual([
      '</api/account/session>; rel=preload; as=fetch; crossorigin=anonymous',
      '</assets/layout-1.js>; rel=modulepreload',
      '</assets/app-1.js>; rel=modulepreload',
      '</assets/app.css>; rel=preload; as=style; crossorigin=anonymous',
    ]);
  });

  it('without a manifest names the data alone', () => {
    expect(linkHeader(null, { screens: ['auth'], data: ['/api/public-config'] })).toBe(
      '</api/public-config>; rel=preload; as=fetch; crossorigin=anonymous',
    );
  });
});
