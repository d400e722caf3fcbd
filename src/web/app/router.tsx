import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { Role } from '../../domain/roles.ts';
import { useSession } from '../lib/session.ts';
import { RequireSession } from './require-session.tsx';
import { RootLayout } from './root-layout.tsx';
import { screenLoader } from './screen-loader.tsx';

/** A screen that downloads when it is first shown (issue 3: the sign-in screen's size budget). */
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
const SystemLogPage = screen(() => import('../features/system-log/system-log-page.tsx'), 'SystemLogPage');
const TigStatementsPage = screen(
  () => import('../features/tig/tig-statements-page.tsx'),
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
const CouponCheckPage = screen(
  () => import('../features/coupon-check/coupon-check-page.tsx'),
  'CouponCheckPage',
);
const LeadsPage = screen(() => import('../features/leads/leads-page.tsx'), 'LeadsPage');
const SupportPage = screen(() => import('../features/support/support-page.tsx'), 'SupportPage');
const TicketPage = screen(() => import('../features/support/ticket-page.tsx'), 'TicketPage');
const NewsPage = screen(() => import('../features/news/news-page.tsx'), 'NewsPage');
const SharedCertificatePage = screen(
  () => import('../features/properties/shared-certificate-page.tsx'),
  'SharedCertificatePage',
);

const SIGNED_OUT_PATHS = /^\/(?:login|register|forgot-password|reset-password|verify-email|shared\/)/;

/**
 * Issue 15: a signed-in address downloads its layout and start screens beside the session check instead
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
 * spec 01 §2 and spec 02 §2.1: '/' is the client's dashboard, the portal admin's dashboard, and the
 * client list for auditors and Admin Light.
 */
function StartPage() {
  const { data: me } = useSession();
  if (!me || me.role === 'auditor' || me.role === 'admin_light') return <Navigate to="/clients" replace />;
  return <HomePage />;
}

/** /clients: the auditor's own clients (spec 01 §2), or every client for the administrators (spec 02 §2.14). */
function ClientsPage() {
  const { data: me } = useSession();
  if (me?.role === 'auditor') return <AuditorClientsPage />;
  if (me?.role === 'portal_admin' || me?.role === 'admin_light') return <AdminClientsPage />;
  if (me?.role === 'bank_admin') return <BankClientsPage />;
  return <Navigate to="/" replace />;
}

/**
 * /property/{id}: the client's own page (spec 01 §2). Issue 17: the bank's staff go to the client's detail
 * instead; the operator's staff keep the page as before.
 */
function PropertyRoute() {
  const { data: me } = useSession();
  if (me?.role === 'bank_admin') return <BankPropertyRedirect />;
  return <PropertyPage />;
}

/** /billing: the bank's reports (spec 02 §2.9); the portal admin's settlement (spec 02 §2.19, issue 18). */
function BillingPage() {
  const { data: me } = useSession();
  if (me?.role === 'bank_admin') return <BankReportsPage />;
  if (me?.role === 'portal_admin') return <SettlementPage />;
  return <Navigate to="/" replace />;
}

/** /auditors: the operator's auditor management, or the bank's directory (spec 02 §2.11, issue 17). */
function AuditorsRoute() {
  const { data: me } = useSession();
  if (me?.role === 'bank_admin') return <BankAuditorsPage />;
  if (me?.role === 'portal_admin' || me?.role === 'admin_light') return <AuditorsPage />;
  return <Navigate to="/" replace />;
}

/** A route of spec 02 §2.1 that only the given roles have; anyone else goes to the start page. */
function Only({ roles, children }: { roles: Role[]; children: ReactNode }) {
  const { data: me } = useSession();
  return me && roles.includes(me.role) ? children : <Navigate to="/" replace />;
}

/**
 * spec 02 §2.1 route sets. Declarative routes (not the data router, which would add about 18 KB to the
 * first download): screens come through React.lazy, and a screen that fails or cannot load is caught by
 * AppErrorBoundary, which shows 'Alkalmazás hiba'.
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
          {/* A share link works without sign-in (issue 4). */}
          <Route path="/shared/:token" element={<SharedCertificatePage />} />
          {/* The guard is in the first download; the signed-in layout and screens load after it. */}
          <Route element={<RequireSession />}>
            <Route element={<AppLayout />}>
              <Route index element={<StartPage />} />
              <Route path="/property/:id" element={<PropertyRoute />} />
              <Route path="/clients" element={<ClientsPage />} />
              {/* Issue 17: the bank's client detail */}
              <Route
                path="/clients/:id"
                element={
                  <Only roles={['bank_admin']}>
                    <BankClientDetailPage />
                  </Only>
                }
              />
              <Route path="/auditors" element={<AuditorsRoute />} />
              {/* spec 02 §2.7: the bank's client activity (issue 17). */}
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
              {/* spec 02 §2.22: the system log is Admin Light's (issue 16). */}
              <Route
                path="/logs"
                element={
                  <Only roles={['admin_light']}>
                    <SystemLogPage />
                  </Only>
                }
              />
              {/* Issue 16: TIG statements, Admin Light's (the bank's screen comes with its workspace). */}
              <Route
                path="/tig-statements"
                element={
                  <Only roles={['admin_light', 'bank_admin']}>
                    <TigStatementsPage />
                  </Only>
                }
              />
              {/* spec 02 §2.1 and §2.21: Admin Light's certificates (issue 16) */}
              <Route
                path="/certificates"
                element={
                  <Only roles={['admin_light']}>
                    <CertificatesPage />
                  </Only>
                }
              />
              {/* spec 02 §2.1 and §2.23: Admin Light's weekly ZIP (issue 16) */}
              <Route
                path="/weekly-zip"
                element={
                  <Only roles={['admin_light']}>
                    <WeeklyZipPage />
                  </Only>
                }
              />
              {/* spec 02 §2.1 and §2.9: /billing is the bank's reports (issue 17) */}
              <Route path="/billing" element={<BillingPage />} />
              {/* spec 02 §2.6: the bank's coupon check and coupon manager (issue 17) */}
              <Route
                path="/clients/coupon-validation"
                element={
                  <Only roles={['bank_admin']}>
                    <CouponCheckPage />
                  </Only>
                }
              />
              {/* spec 02 §2.8: the bank's leads (issue 17) */}
              <Route
                path="/leads"
                element={
                  <Only roles={['bank_admin']}>
                    <LeadsPage />
                  </Only>
                }
              />
              {/* spec 02 §2.10 'Támogatás' (issue 17): the bank's tickets, answered by the portal admins */}
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
              {/* spec 02 §2.20 (issue 18): the portal admin's news; the addressed roles read theirs */}
              <Route
                path="/news"
                element={
                  <Only roles={['portal_admin', 'auditor', 'bank_admin', 'admin_light']}>
                    <NewsPage />
                  </Only>
                }
              />
              {/* spec 02 §2.24; AppLayout's onboarding check decides who may stay here. */}
              <Route path="/finish-onboarding" element={<FinishOnboardingPage />} />
            </Route>
          </Route>
          {/* spec 02 §2.1: unknown paths go to the start page */}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
