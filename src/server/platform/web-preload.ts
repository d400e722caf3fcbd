// Decision 0013: what a page needs, announced with the page itself. The web app asks for its session, then
// its layout, then its screen, then the screen's data, each after the one before had run: four waves of
// requests before the first real content, about a second on a phone. The server knows the address and who
// asks, so the HTML's Link headers name the screen's chunks (from the build's manifest) and the first
// screen's API answers, and the browser fetches them all at once; the app's own requests then find them
// waiting (a fetch preload is used by the first same-mode fetch of its address, `no-store` or not).
import { existsSync, readFileSync } from 'node:fs';
import {
  auditorDetailRequests,
  bankClientRequest,
  DEFAULT_LIST_REQUESTS,
} from '../../domain/first-requests.ts';
import { isNewsReader } from '../../domain/news.ts';
import { isUuid } from '../../domain/list-query.ts';
import type { Role } from '../../domain/roles.ts';

/** Vite's build manifest (build.manifest): per source module, its chunk, the chunks it imports, its CSS. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/** The source modules of the screens, as the manifest names them (relative to src/web). */
const SCREENS = {
  auth: 'features/auth/auth-page.tsx',
  forgotPassword: 'features/auth/forgot-password-page.tsx',
  resetPassword: 'features/auth/reset-password-page.tsx',
  verifyEmail: 'features/auth/verify-email-page.tsx',
  layout: 'app/app-layout.tsx',
  home: 'app/home-page.tsx',
  clientDashboard: 'features/properties/client-dashboard.tsx',
  adminDashboard: 'features/admin-dashboard/admin-dashboard-page.tsx',
  bankDashboard: 'features/bank-dashboard/bank-dashboard-page.tsx',
  property: 'features/properties/property-page.tsx',
  auditorClients: 'features/auditor-workspace/clients-page.tsx',
  adminClients: 'features/admin-clients/admin-clients-page.tsx',
  bankClients: 'features/bank-clients/bank-clients-page.tsx',
  bankReports: 'features/bank-reports/bank-reports-page.tsx',
  clientActivity: 'features/client-activity/client-activity-page.tsx',
  bankLeads: 'features/leads/leads-page.tsx',
  certificates: 'features/certificates/certificates-page.tsx',
  news: 'features/news/news-page.tsx',
  auditorDetail: 'features/auditors/auditor-detail-page.tsx',
  bankClient: 'features/bank-clients/bank-client-detail-page.tsx',
} as const;
type Screen = keyof typeof SCREENS;

export interface Visitor {
  role: Role;
  /** An auditor who has not finished onboarding sees the onboarding screen whatever the address. */
  onboarded: boolean;
  /**
   * A password to change or a staff member's authenticator to set up comes before every screen. Such a
   * visitor gets no data preloads: an unused preload stays in the page, and the screen's first fetch after
   * the password change would be answered with it, the refusal of before.
   */
  blocked: boolean;
}

export interface PagePlan {
  screens: Screen[];
  /** API addresses the first screen fetches (GET, same-origin). */
  data: string[];
}

const SIGNED_OUT_SCREENS: [RegExp, Screen][] = [
  [/^\/(?:login|register)$/, 'auth'],
  [/^\/forgot-password$/, 'forgotPassword'],
  [/^\/reset-password$/, 'resetPassword'],
  [/^\/verify-email$/, 'verifyEmail'],
];
/**
 * The list screens one role opens at its own address, with the request for their first page, which is the web
 * app's only for an address without a query. The bank's report is its screen without the charts, which load
 * when they come into view (decision 0020).
 */
const LIST_SCREENS: [path: string, role: Role, screen: Screen, firstPage: string][] = [
  ['/billing', 'bank_admin', 'bankReports', DEFAULT_LIST_REQUESTS.bankReport],
  ['/clients/logs', 'bank_admin', 'clientActivity', DEFAULT_LIST_REQUESTS.clientActivity],
  ['/leads', 'bank_admin', 'bankLeads', DEFAULT_LIST_REQUESTS.bankLeads],
  ['/certificates', 'admin_light', 'certificates', DEFAULT_LIST_REQUESTS.certificates],
  ['/news', 'portal_admin', 'news', DEFAULT_LIST_REQUESTS.adminNews],
];
const PROPERTY_PATH = /^\/property\/([^/]+)$/;
const AUDITOR_PATH = /^\/auditors\/([^/]+)$/;
const CLIENT_PATH = /^\/clients\/([^/]+)$/;

/** A detail screen's id as the screen reads it from the address (decoded), or null when it is not valid. */
function idOf(path: RegExp, pathname: string): string | null {
  const segment = path.exec(pathname)?.[1];
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** What the page at `pathname` (with `search`, '' or '?…') shows `visitor` first. */
export function planPage(pathname: string, search: string, visitor: Visitor | null): PagePlan {
  const data = ['/api/account/session', '/api/public-config'];
  const signedOut = SIGNED_OUT_SCREENS.find(([pattern]) => pattern.test(pathname));
  if (signedOut) return { screens: [signedOut[1]], data };
  // A share link's page stands without the signed-in layout, whoever opens it.
  if (pathname.startsWith('/shared/')) return { screens: [], data };
  // Signed out at a signed-in address: the app sends the visitor to sign in.
  if (!visitor) return { screens: ['auth'], data };
  if (visitor.blocked) return { screens: [], data };
  const screens: Screen[] = ['layout'];
  if (visitor.role === 'auditor') data.push('/api/auditor/onboarding');
  // The bank's menu shows how many clients wait for an auditor on every page.
  if (visitor.role === 'bank_admin') data.push('/api/bank/menu-badges');
  if (visitor.role === 'auditor' && !visitor.onboarded) return { screens, data };
  const plain = search === '' || search === '?';
  // The start screens of the news' readers show the news panel above their content.
  const news = () => {
    if (isNewsReader(visitor.role)) data.push(DEFAULT_LIST_REQUESTS.newsPanel);
  };
  const list = (screen: 'auditorClients' | 'adminClients' | 'bankClients') => {
    screens.push(screen);
    if (plain) data.push(DEFAULT_LIST_REQUESTS[screen]);
    if (screen === 'adminClients') data.push('/api/admin/clients/coupon-progress');
    // The bank's client list has no news panel: its news are on its dashboard.
    if (screen !== 'bankClients') news();
  };
  const startsWithList = visitor.role === 'auditor' || visitor.role === 'admin_light';
  const auditorId = visitor.role === 'portal_admin' ? idOf(AUDITOR_PATH, pathname) : null;
  const clientId = visitor.role === 'bank_admin' ? idOf(CLIENT_PATH, pathname) : null;
  const listScreen = LIST_SCREENS.find(([path, role]) => path === pathname && role === visitor.role);
  if (pathname === '/clients' || (pathname === '/' && startsWithList)) {
    if (visitor.role === 'auditor') list('auditorClients');
    else if (visitor.role === 'portal_admin' || visitor.role === 'admin_light') list('adminClients');
    else if (visitor.role === 'bank_admin') list('bankClients');
  } else if (pathname === '/') {
    screens.push('home');
    if (visitor.role === 'client') {
      screens.push('clientDashboard');
      data.push('/api/client/property');
    } else if (visitor.role === 'portal_admin') {
      screens.push('adminDashboard');
      data.push('/api/admin/dashboard');
    } else if (visitor.role === 'bank_admin') {
      screens.push('bankDashboard');
      data.push('/api/bank/dashboard', DEFAULT_LIST_REQUESTS.bankTodos);
      news();
    }
  } else if (listScreen) {
    const [, , screen, firstPage] = listScreen;
    screens.push(screen);
    if (plain) data.push(firstPage);
  } else if (auditorId !== null) {
    screens.push('auditorDetail');
    data.push(...auditorDetailRequests(auditorId));
  } else if (clientId !== null) {
    screens.push('bankClient');
    data.push(bankClientRequest(clientId));
  } else {
    const propertyId = PROPERTY_PATH.exec(pathname)?.[1];
    if (propertyId && isUuid(propertyId) && visitor.role === 'client') {
      screens.push('property');
      data.push(`/api/properties/${propertyId.toLowerCase()}`);
    }
  }
  return { screens, data };
}

/** Reads the build's manifest; without one (an older build, or none) pages announce nothing. */
export function readManifest(webDist: string): Manifest | null {
  const file = `${webDist}/.vite/manifest.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/**
 * The Link header of a plan: each screen's chunk with every chunk it imports and their CSS (less what the
 * HTML already loads), and the data.
 */
export function linkHeader(manifest: Manifest | null, plan: PagePlan): string {
  const links: string[] = plan.data.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`);
  if (!manifest) return links.join(', ');
  type Files = { modules: Set<string>; styles: Set<string> };
  const visit = (key: string, into: Files) => {
    const chunk = manifest[key];
    if (!chunk || into.modules.has(chunk.file)) return;
    into.modules.add(chunk.file);
    for (const css of chunk.css ?? []) into.styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, into);
  };
  const inHtml: Files = { modules: new Set(), styles: new Set() };
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (entry) visit(entry[0], inHtml);
  const wanted: Files = { modules: new Set(), styles: new Set() };
  for (const screen of plan.screens) visit(SCREENS[screen], wanted);
  for (const file of wanted.modules)
    if (!inHtml.modules.has(file)) links.push(`</${file}>; rel=modulepreload`);
  // In CORS mode, as the app's own stylesheet links ask (Vite's loader sets crossorigin): a preload in
  // another mode is not the same request, and the browser fetches the stylesheet a second time.
  for (const file of wanted.styles)
    if (!inHtml.styles.has(file)) links.push(`</${file}>; rel=preload; as=style; crossorigin=anonymous`);
  return links.join(', ');
}
