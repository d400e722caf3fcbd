import { Children, isValidElement, Suspense, type ComponentType, type ReactNode } from 'react';
import { createRoutesFromChildren, matchRoutes, Navigate, Route, Routes } from 'react-router';
import type { Role } from '../../domain/roles.ts';
import type { PageStart } from '../lib/page-start.ts';
import { useSession } from '../lib/session.ts';
import { lazyScreen, type Preload, type Preloadable } from './lazy-screen.tsx';
import { RequireSession } from './require-session.tsx';
import { RootLayout } from './root-layout.tsx';
import { screenLoader } from './screen-loader.tsx';

const AuthPage = lazyScreen(() => import('../features/auth/auth-page.tsx'), 'AuthPage');
const ForgotPasswordPage = lazyScreen(
  () => import('../features/auth/forgot-password-page.tsx'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyScreen(
  () => import('../features/auth/reset-password-page.tsx'),
  'ResetPasswordPage',
);
const VerifyEmailPage = lazyScreen(() => import('../features/auth/verify-email-page.tsx'), 'VerifyEmailPage');
const BankClientsPage = lazyScreen(
  () => import('../features/bank-clients/bank-clients-page.tsx'),
  'BankClientsPage',
);
const BankClientDetailPage = lazyScreen(
  () => import('../features/bank-clients/bank-client-detail-page.tsx'),
  'BankClientDetailPage',
);
const BankPropertyRedirect = lazyScreen(
  () => import('../features/bank-clients/bank-property-redirect.tsx'),
  'BankPropertyRedirect',
);
const AdminPropertyRedirect = lazyScreen(
  () => import('../features/admin-clients/admin-property-redirect.tsx'),
  'AdminPropertyRedirect',
);
const AppLayout = lazyScreen(() => import('./app-layout.tsx'), 'AppLayout');
const HomePage = lazyScreen(
  () => import('./home-page.tsx'),
  'HomePage',
  (home, start) => home.preloadDashboard(start),
);
const PropertyPage = lazyScreen(() => import('../features/properties/property-page.tsx'), 'PropertyPage');
const AuditorClientsPage = lazyScreen(
  () => import('../features/auditor-workspace/clients-page.tsx'),
  'AuditorClientsPage',
);
const FinishOnboardingPage = lazyScreen(
  () => import('../features/auditor-workspace/finish-onboarding-page.tsx'),
  'FinishOnboardingScreen',
);
const AdminClientsPage = lazyScreen(
  () => import('../features/admin-clients/admin-clients-page.tsx'),
  'AdminClientsPage',
);
const AuditorsPage = lazyScreen(() => import('../features/auditors/auditors-page.tsx'), 'AuditorsPage');
const BankAuditorsPage = lazyScreen(
  () => import('../features/bank-auditors/bank-auditors-page.tsx'),
  'BankAuditorsPage',
);
const ClientActivityPage = lazyScreen(
  () => import('../features/client-activity/client-activity-page.tsx'),
  'ClientActivityPage',
);
const AuditorDetailPage = lazyScreen(
  () => import('../features/auditors/auditor-detail-page.tsx'),
  'AuditorDetailPage',
);
const PairingPage = lazyScreen(() => import('../features/assignment/pairing-page.tsx'), 'PairingPage');
const AutoPairingPage = lazyScreen(
  () => import('../features/assignment/auto-pairing-page.tsx'),
  'AutoPairingPage',
);
const SystemLogPage = lazyScreen(() => import('../features/system-log/system-log-page.tsx'), 'SystemLogPage');
const TigStatementsPage = lazyScreen(
  () => import('../features/tig-statements/tig-statements-page.tsx'),
  'TigStatementsPage',
);
const CertificatesPage = lazyScreen(
  () => import('../features/certificates/certificates-page.tsx'),
  'CertificatesPage',
);
const WeeklyZipPage = lazyScreen(() => import('../features/weekly-zip/weekly-zip-page.tsx'), 'WeeklyZipPage');
const BankReportsPage = lazyScreen(
  () => import('../features/bank-reports/bank-reports-page.tsx'),
  'BankReportsPage',
);
const SettlementPage = lazyScreen(
  () => import('../features/settlement/settlement-page.tsx'),
  'SettlementPage',
);
const CouponCheckPage = lazyScreen(
  () => import('../features/coupons/coupon-check-page.tsx'),
  'CouponCheckPage',
);
const LeadsPage = lazyScreen(() => import('../features/leads/leads-page.tsx'), 'LeadsPage');
const SupportPage = lazyScreen(() => import('../features/support/support-page.tsx'), 'SupportPage');
const TicketPage = lazyScreen(() => import('../features/support/ticket-page.tsx'), 'TicketPage');
const WebhooksPage = lazyScreen(() => import('../features/webhooks/webhooks-page.tsx'), 'WebhooksPage');
const WebhookEndpointPage = lazyScreen(
  () => import('../features/webhooks/webhook-endpoint-page.tsx'),
  'WebhookEndpointPage',
);
const NewsPage = lazyScreen(() => import('../features/news/news-page.tsx'), 'NewsPage');
const ApiKeysPage = lazyScreen(() => import('../features/api-keys/api-keys-page.tsx'), 'ApiKeysPage');
const SharedCertificatePage = lazyScreen(
  () => import('../features/properties/shared-certificate-page.tsx'),
  'SharedCertificatePage',
);

/** A route whose screen depends on the role; a role it does not name is sent to '/'. */
function roleRoute(screens: Partial<Record<Role, ComponentType & Preloadable>>) {
  const elements = new Map(
    Object.entries(screens).map(([role, Screen]) => [role, <Screen key={role} />] as const),
  );
  function RoleRoute() {
    const { data: me } = useSession();
    return (me && elements.get(me.role)) ?? <Navigate to="/" replace />;
  }
  RoleRoute.preload = ((start) =>
    (start.role && screens[start.role]?.preload?.(start)) || []) satisfies Preload;
  return RoleRoute;
}

// The role redirects live here, not in the lazy screens: a screen chunk that imports react-router on its
// own makes the bundler split the router out of the first download, which costs the sign-in screen 3 KB.

/**
 * docs/rules/access.md, 'Route sets by role': '/' is the client's dashboard, the portal admin's dashboard,
 * and the client list for auditors and Admin Light.
 */
function StartPage() {
  const { data: me } = useSession();
  if (!me || goesToClientList(me.role)) return <Navigate to="/clients" replace />;
  return <HomePage />;
}
const goesToClientList = (role: Role) => role === 'auditor' || role === 'admin_light';
StartPage.preload = ((start) =>
  start.role && goesToClientList(start.role)
    ? ClientsPage.preload(start)
    : HomePage.preload(start)) satisfies Preload;

/**
 * /clients: the auditor's own clients (docs/roles/auditor.md, 'Client list'), or every client for the
 * administrators (docs/roles/portal-admin.md, 'Client list').
 */
const ClientsPage = roleRoute({
  auditor: AuditorClientsPage,
  portal_admin: AdminClientsPage,
  admin_light: AdminClientsPage,
  bank_admin: BankClientsPage,
});

/**
 * /property/{id}: the client's own page (docs/roles/client.md, 'Property detail'). It addresses its reader
 * as the owner, so the bank's staff go to the client's detail instead (docs/product.md, 'The bank's view of
 * a client') and the operator's administrators to the client's sheet on their client list
 * (docs/roles/portal-admin.md, 'Client list').
 */
const PropertyRoute = roleRoute({
  client: PropertyPage,
  auditor: PropertyPage,
  bank_admin: BankPropertyRedirect,
  portal_admin: AdminPropertyRedirect,
  admin_light: AdminPropertyRedirect,
});

/**
 * /billing: the bank's reports (docs/roles/bank-staff.md, 'Reports'); the portal admin's settlement
 * (docs/roles/portal-admin.md, 'Settlement').
 */
const BillingPage = roleRoute({ bank_admin: BankReportsPage, portal_admin: SettlementPage });

/**
 * /auditors: the operator's auditor management, or the bank's directory (docs/roles/bank-staff.md,
 * 'Auditor directory').
 */
const AuditorsRoute = roleRoute({
  bank_admin: BankAuditorsPage,
  portal_admin: AuditorsPage,
  admin_light: AuditorsPage,
});

/** A route that only the given roles have (docs/rules/access.md, 'Route sets by role'); others go to '/'. */
function Only({ roles, children }: { roles: Role[]; children: ReactNode }) {
  const { data: me } = useSession();
  return me && roles.includes(me.role) ? children : <Navigate to="/" replace />;
}

/**
 * The route sets of docs/rules/access.md, 'Route sets by role'. Declarative routes (not the data router,
 * which would add about 18 KB to the first download): screens come through React.lazy, and a screen that
 * fails or cannot load is caught by AppErrorBoundary, which shows 'Alkalmazás hiba'.
 */
const ROUTES = (
  <Route element={<RootLayout />}>
    <Route path="/login" element={<AuthPage />} />
    <Route path="/register" element={<AuthPage />} />
    <Route path="/forgot-password" element={<ForgotPasswordPage />} />
    <Route path="/reset-password" element={<ResetPasswordPage />} />
    <Route path="/verify-email" element={<VerifyEmailPage />} />
    {/* A share link works without sign-in. */}
    <Route path="/shared/:token" element={<SharedCertificatePage />} />
    {/* The guard is in the first download; the signed-in layout and screens load after it. */}
    <Route element={<RequireSession />}>
      <Route element={<AppLayout />}>
        <Route index element={<StartPage />} />
        <Route path="/property/:id" element={<PropertyRoute />} />
        <Route path="/clients" element={<ClientsPage />} />
        {/* The bank's client detail (docs/roles/bank-staff.md, 'Client detail') */}
        <Route
          path="/clients/:id"
          element={
            <Only roles={['bank_admin']}>
              <BankClientDetailPage />
            </Only>
          }
        />
        <Route path="/auditors" element={<AuditorsRoute />} />
        {/* The bank's client activity (docs/roles/bank-staff.md, 'Client activity'). */}
        <Route
          path="/clients/logs"
          element={
            <Only roles={['bank_admin']}>
              <ClientActivityPage />
            </Only>
          }
        />
        <Route
          path="/auditors/:id"
          element={
            <Only roles={['portal_admin']}>
              <AuditorDetailPage />
            </Only>
          }
        />
        <Route
          path="/auditor-pairing"
          element={
            <Only roles={['portal_admin']}>
              <PairingPage />
            </Only>
          }
        />
        <Route
          path="/auditor-pairing/auto"
          element={
            <Only roles={['portal_admin']}>
              <AutoPairingPage />
            </Only>
          }
        />
        {/* The system log is Admin Light's (docs/roles/admin-light.md, 'System log'). */}
        <Route
          path="/logs"
          element={
            <Only roles={['admin_light']}>
              <SystemLogPage />
            </Only>
          }
        />
        {/* Admin Light's and the bank's TIG statements (docs/rules/access.md, 'Route sets by role') */}
        <Route
          path="/tig-statements"
          element={
            <Only roles={['admin_light', 'bank_admin']}>
              <TigStatementsPage />
            </Only>
          }
        />
        {/* Admin Light's certificates (docs/roles/admin-light.md, 'Certificates') */}
        <Route
          path="/certificates"
          element={
            <Only roles={['admin_light']}>
              <CertificatesPage />
            </Only>
          }
        />
        {/* Admin Light's weekly ZIP (docs/roles/admin-light.md, 'Weekly ZIP') */}
        <Route
          path="/weekly-zip"
          element={
            <Only roles={['admin_light']}>
              <WeeklyZipPage />
            </Only>
          }
        />
        {/* /billing: the bank's reports or the portal admin's settlement (BillingPage) */}
        <Route path="/billing" element={<BillingPage />} />
        {/* The bank's coupon check and coupon manager (docs/roles/bank-staff.md, 'Coupon check') */}
        <Route
          path="/clients/coupon-validation"
          element={
            <Only roles={['bank_admin']}>
              <CouponCheckPage />
            </Only>
          }
        />
        {/* The bank's leads (docs/roles/bank-staff.md, 'Leads') */}
        <Route
          path="/leads"
          element={
            <Only roles={['bank_admin']}>
              <LeadsPage />
            </Only>
          }
        />
        {/* 'Támogatás': the bank's tickets, answered by the portal admins (docs/roles/bank-staff.md,
            'Support') */}
        <Route
          path="/support"
          element={
            <Only roles={['bank_admin', 'portal_admin']}>
              <SupportPage />
            </Only>
          }
        />
        <Route
          path="/support/:id"
          element={
            <Only roles={['bank_admin', 'portal_admin']}>
              <TicketPage />
            </Only>
          }
        />
        {/* 'Webhookok': each team's signed webhook endpoints (docs/rules/webhooks.md) */}
        <Route
          path="/webhooks"
          element={
            <Only roles={['bank_admin', 'portal_admin']}>
              <WebhooksPage />
            </Only>
          }
        />
        <Route
          path="/webhooks/:id"
          element={
            <Only roles={['bank_admin', 'portal_admin']}>
              <WebhookEndpointPage />
            </Only>
          }
        />
        {/* The portal admin's news; the addressed roles read theirs (docs/roles/portal-admin.md,
            'News') */}
        <Route
          path="/news"
          element={
            <Only roles={['portal_admin', 'auditor', 'bank_admin', 'admin_light']}>
              <NewsPage />
            </Only>
          }
        />
        {/* 'API-kulcsok': the keys of the bank's systems (docs/rules/api.md, 'Keys') */}
        <Route
          path="/api-keys"
          element={
            <Only roles={['bank_admin', 'portal_admin']}>
              <ApiKeysPage />
            </Only>
          }
        />
        {/* docs/roles/auditor.md, 'Onboarding'; AppLayout's onboarding check decides who stays. */}
        <Route path="/finish-onboarding" element={<FinishOnboardingPage />} />
      </Route>
    </Route>
    {/* Unknown paths go to the start page */}
    <Route path="*" element={<Navigate to="/" replace />} />
  </Route>
);

export function AppRoutes() {
  return (
    <Suspense fallback={screenLoader}>
      <Routes>{ROUTES}</Routes>
    </Suspense>
  );
}

/** The downloads and first data of an element and of what it wraps (a screen inside `Only`, say). */
function preloadsOf(node: ReactNode, start: PageStart): Promise<unknown>[] {
  if (!isValidElement<{ children?: ReactNode; roles?: Role[] }>(node)) return [];
  if (node.type === Only && !(start.role && node.props.roles?.includes(start.role))) return [];
  const own = (node.type as Preloadable).preload?.(start) ?? [];
  return [...own, ...Children.toArray(node.props.children).flatMap((child) => preloadsOf(child, start))];
}

/**
 * Resolves when the layout and the screens at `pathname` have downloaded for the role (undefined: what every
 * role's page at that address needs) and, when `start` carries the cache, their first data is in it, failed
 * or not. React shows a lazy screen's fallback while its code downloads, and reveals what replaces a fallback
 * no sooner than 300 ms after it was shown; with the layout, the start page and its dashboard nested, a first
 * visit waited some 600 ms after its code and data had arrived (decision 0027, eighth round). Rendered after
 * this, the screens render at once.
 */
export async function screensLoaded(pathname: string, start: PageStart): Promise<void> {
  const matches = matchRoutes(createRoutesFromChildren(ROUTES), pathname) ?? [];
  await Promise.allSettled(
    matches.flatMap((match) =>
      preloadsOf(
        match.route.element,
        start.data ? { ...start, data: { ...start.data, route: match.params } } : start,
      ),
    ),
  );
}
