import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { Role } from '../../domain/roles.ts';
import { useSession } from '../lib/session.ts';
import { RequireSession } from './require-session.tsx';
import { RootLayout } from './root-layout.tsx';
import { screenLoader } from './screen-loader.tsx';

/** A screen that downloads when it is first shown (the sign-in screen's size budget, decision 0007). */
const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const AuthPage = screen(() => import('../features/auth/auth-page.tsx'), 'AuthPage');
const ForgotPasswordPage = screen(
  () => import('../features/auth/forgot-password-page.tsx'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = screen(
  () => import('../features/auth/reset-password-page.tsx'),
  'ResetPasswordPage',
);
const VerifyEmailPage = screen(() => import('../features/auth/verify-email-page.tsx'), 'VerifyEmailPage');
const loadAppLayout = () => import('./app-layout.tsx');
const loadHomePage = () => import('./home-page.tsx');
const loadAuditorClients = () => import('../features/auditor-workspace/clients-page.tsx');
const loadAdminClients = () => import('../features/admin-clients/admin-clients-page.tsx');
const loadBankClients = () => import('../features/bank-clients/bank-clients-page.tsx');
const BankClientsPage = screen(loadBankClients, 'BankClientsPage');
const BankClientDetailPage = screen(
  () => import('../features/bank-clients/bank-client-detail-page.tsx'),
  'BankClientDetailPage',
);
const BankPropertyRedirect = screen(
  () => import('../features/bank-clients/bank-property-redirect.tsx'),
  'BankPropertyRedirect',
);
const AdminPropertyRedirect = screen(
  () => import('../features/admin-clients/admin-property-redirect.tsx'),
  'AdminPropertyRedirect',
);
const AppLayout = screen(loadAppLayout, 'AppLayout');
const HomePage = screen(loadHomePage, 'HomePage');
const PropertyPage = screen(() => import('../features/properties/property-page.tsx'), 'PropertyPage');
const AuditorClientsPage = screen(loadAuditorClients, 'AuditorClientsPage');
const FinishOnboardingPage = screen(
  () => import('../features/auditor-workspace/finish-onboarding-page.tsx'),
  'FinishOnboardingScreen',
);
const AdminClientsPage = screen(loadAdminClients, 'AdminClientsPage');
const AuditorsPage = screen(() => import('../features/auditors/auditors-page.tsx'), 'AuditorsPage');
const BankAuditorsPage = screen(
  () => import('../features/bank-auditors/bank-auditors-page.tsx'),
  'BankAuditorsPage',
);
const ClientActivityPage = screen(
  () => import('../features/client-activity/client-activity-page.tsx'),
  'ClientActivityPage',
);
const AuditorDetailPage = screen(
  () => import('../features/auditors/auditor-detail-page.tsx'),
  'AuditorDetailPage',
);
const PairingPage = screen(() => import('../features/assignment/pairing-page.tsx'), 'PairingPage');
const AutoPairingPage = screen(
  () => import('../features/assignment/auto-pairing-page.tsx'),
  'AutoPairingPage',
);
const SystemLogPage = screen(() => import('../features/system-log/system-log-page.tsx'), 'SystemLogPage');
const TigStatementsPage = screen(
  () => import('../features/tig-statements/tig-statements-page.tsx'),
  'TigStatementsPage',
);
const CertificatesPage = screen(
  () => import('../features/certificates/certificates-page.tsx'),
  'CertificatesPage',
);
const WeeklyZipPage = screen(() => import('../features/weekly-zip/weekly-zip-page.tsx'), 'WeeklyZipPage');
const BankReportsPage = screen(
  () => import('../features/bank-reports/bank-reports-page.tsx'),
  'BankReportsPage',
);
const SettlementPage = screen(() => import('../features/settlement/settlement-page.tsx'), 'SettlementPage');
const CouponCheckPage = screen(() => import('../features/coupons/coupon-check-page.tsx'), 'CouponCheckPage');
const LeadsPage = screen(() => import('../features/leads/leads-page.tsx'), 'LeadsPage');
const SupportPage = screen(() => import('../features/support/support-page.tsx'), 'SupportPage');
const TicketPage = screen(() => import('../features/support/ticket-page.tsx'), 'TicketPage');
const WebhooksPage = screen(() => import('../features/webhooks/webhooks-page.tsx'), 'WebhooksPage');
const WebhookEndpointPage = screen(
  () => import('../features/webhooks/webhook-endpoint-page.tsx'),
  'WebhookEndpointPage',
);
const NewsPage = screen(() => import('../features/news/news-page.tsx'), 'NewsPage');
const ApiKeysPage = screen(() => import('../features/api-keys/api-keys-page.tsx'), 'ApiKeysPage');
const SharedCertificatePage = screen(
  () => import('../features/properties/shared-certificate-page.tsx'),
  'SharedCertificatePage',
);

const SIGNED_OUT_PATHS = /^\/(?:login|register|forgot-password|reset-password|verify-email|shared\/)/;

/**
 * A signed-in address downloads its layout and start screens beside the session check instead
 * of one after the other (with the role known, the screen of that role). A download that fails here is
 * tried again, and reported, when the screen is shown.
 */
export function preloadScreens(pathname: string, role?: Role): void {
  if (SIGNED_OUT_PATHS.test(pathname)) return;
  const loads: (() => Promise<unknown>)[] = [loadAppLayout];
  if (pathname === '/') loads.push(loadHomePage);
  if (pathname === '/clients' && role === 'auditor') loads.push(loadAuditorClients);
  if (pathname === '/clients' && (role === 'portal_admin' || role === 'admin_light'))
    loads.push(loadAdminClients);
  if (pathname === '/clients' && role === 'bank_admin') loads.push(loadBankClients);
  for (const load of loads) load().catch(() => undefined);
}

// The role redirects live here, not in the lazy screens: a screen chunk that imports react-router on its
// own makes the bundler split the router out of the first download, which costs the sign-in screen 3 KB.

/**
 * docs/rules/access.md, 'Route sets by role': '/' is the client's dashboard, the portal admin's dashboard,
 * and the client list for auditors and Admin Light.
 */
function StartPage() {
  const { data: me } = useSession();
  if (!me || me.role === 'auditor' || me.role === 'admin_light') return <Navigate to="/clients" replace />;
  return <HomePage />;
}

/**
 * /clients: the auditor's own clients (docs/roles/auditor.md, 'Client list'), or every client for the
 * administrators (docs/roles/portal-admin.md, 'Client list').
 */
function ClientsPage() {
  const { data: me } = useSession();
  if (me?.role === 'auditor') return <AuditorClientsPage />;
  if (me?.role === 'portal_admin' || me?.role === 'admin_light') return <AdminClientsPage />;
  if (me?.role === 'bank_admin') return <BankClientsPage />;
  return <Navigate to="/" replace />;
}

/**
 * /property/{id}: the client's own page (docs/roles/client.md, 'Property detail'). It addresses its reader
 * as the owner, so the bank's staff go to the client's detail instead (docs/product.md, 'The bank's view of
 * a client') and the operator's administrators to the client's sheet on their client list
 * (docs/roles/portal-admin.md, 'Client list').
 */
function PropertyRoute() {
  const { data: me } = useSession();
  if (me?.role === 'bank_admin') return <BankPropertyRedirect />;
  if (me?.role === 'portal_admin' || me?.role === 'admin_light') return <AdminPropertyRedirect />;
  return <PropertyPage />;
}

/**
 * /billing: the bank's reports (docs/roles/bank-staff.md, 'Reports'); the portal admin's settlement
 * (docs/roles/portal-admin.md, 'Settlement').
 */
function BillingPage() {
  const { data: me } = useSession();
  if (me?.role === 'bank_admin') return <BankReportsPage />;
  if (me?.role === 'portal_admin') return <SettlementPage />;
  return <Navigate to="/" replace />;
}

/**
 * /auditors: the operator's auditor management, or the bank's directory (docs/roles/bank-staff.md,
 * 'Auditor directory').
 */
function AuditorsRoute() {
  const { data: me } = useSession();
  if (me?.role === 'bank_admin') return <BankAuditorsPage />;
  if (me?.role === 'portal_admin' || me?.role === 'admin_light') return <AuditorsPage />;
  return <Navigate to="/" replace />;
}

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
export function AppRoutes() {
  return (
    <Suspense fallback={screenLoader}>
      <Routes>
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
      </Routes>
    </Suspense>
  );
}
