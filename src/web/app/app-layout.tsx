import {
  AppShell,
  Avatar,
  Badge,
  Burger,
  Group,
  Menu,
  NavLink,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import dayjs from 'dayjs';
import 'dayjs/locale/hu';
import {
  IconActivity,
  IconAddressBook,
  IconArrowsExchange,
  IconChartBar,
  IconTicket,
  IconCertificate,
  IconChevronDown,
  IconCoin,
  IconFileInvoice,
  IconFileZip,
  IconHome,
  IconIdBadge2,
  IconKey,
  IconLifebuoy,
  IconListDetails,
  IconLogout,
  IconNews,
  IconShieldLock,
  IconTrash,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { PRODUCT_SUBTITLE, PRODUCT_TITLE } from '../../domain/constants.ts';
import { formatNumber } from '../../domain/format.ts';
import { Deferred } from '../components/deferred.tsx';
import { apiFetch } from '../lib/api-client.ts';
import { setNotificationMenuColumn } from '../lib/notify.ts';
import { apiPaths } from '../lib/paths.ts';
import { sessionQuery, useSession } from '../lib/session.ts';
import { ONBOARDING_PATH, RequireOnboarding } from './require-onboarding.tsx';
import { useBankMenuBadges } from '../features/bank-dashboard/api/get-bank-menu-badges.ts';
import { screenLoader } from './screen-loader.tsx';
import { isStaffRole, SELF_SERVICE_ROLES, type Role } from '../../domain/roles.ts';

// The account dialogs (their forms, schemas, date and QR code libraries) download when the user
// menu opens, not with every signed-in screen.
const loadChangePassword = () => import('../features/account/change-password-dialog.tsx');
const loadDeleteAccount = () => import('../features/account/delete-account-dialog.tsx');
const loadProfile = () => import('../features/account/profile-dialog.tsx');
const loadTwoFactor = () => import('../features/account/two-factor-dialog.tsx');
const ChangePasswordDialog = lazy(async () => ({
  default: (await loadChangePassword()).ChangePasswordDialog,
}));
const DeleteAccountDialog = lazy(async () => ({ default: (await loadDeleteAccount()).DeleteAccountDialog }));
const ProfileDialog = lazy(async () => ({ default: (await loadProfile()).ProfileDialog }));
const TwoFactorDialog = lazy(async () => ({ default: (await loadTwoFactor()).TwoFactorDialog }));

/** Starts the dialogs' downloads (when the menu that opens them opens); a failure shows when one is opened. */
function preloadAccountDialogs() {
  for (const load of [loadChangePassword, loadDeleteAccount, loadProfile, loadTwoFactor])
    load().catch(() => undefined);
}

/** The initials of a name, for the phone's account button. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

dayjs.locale('hu');

interface MenuItem {
  to: string;
  label: string;
  icon: ReactNode;
  isActive: (pathname: string) => boolean;
  /** A count shown beside the label (the bank's 'Főoldal': clients waiting for an auditor). */
  badge?: 'bankFindingAuditor';
}

const HOME: MenuItem = {
  to: '/',
  label: 'Főoldal',
  icon: <IconHome size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/' || pathname.startsWith('/property/'),
};
const CLIENTS: MenuItem = {
  to: '/clients',
  label: 'Ügyfelek',
  icon: <IconUsers size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/clients',
};
const AUDITORS: MenuItem = {
  to: '/auditors',
  label: 'Tanúsítók',
  icon: <IconIdBadge2 size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/auditors' || pathname.startsWith('/auditors/'),
};
const TIG_STATEMENTS: MenuItem = {
  to: '/tig-statements',
  label: 'TIG elszámolások',
  icon: <IconFileInvoice size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/tig-statements',
};
const CERTIFICATES: MenuItem = {
  to: '/certificates',
  label: 'Tanúsítványok',
  icon: <IconCertificate size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/certificates',
};
const PAIRING: MenuItem = {
  to: '/auditor-pairing',
  label: 'Párosítás',
  icon: <IconArrowsExchange size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/auditor-pairing',
};

// Admin Light's system log (docs/roles/admin-light.md, 'System log')
const SYSTEM_LOG: MenuItem = {
  to: '/logs',
  label: 'Rendszernapló',
  icon: <IconListDetails size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/logs',
};

// Admin Light's weekly ZIP (docs/roles/admin-light.md, 'Weekly ZIP')
const WEEKLY_ZIP: MenuItem = {
  to: '/weekly-zip',
  label: 'Heti ZIP',
  icon: <IconFileZip size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/weekly-zip',
};

// The bank's support tickets, answered by the portal admins (docs/roles/bank-staff.md, 'Support')
const SUPPORT: MenuItem = {
  to: '/support',
  label: 'Támogatás',
  icon: <IconLifebuoy size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/support' || pathname.startsWith('/support/'),
};

// The portal admin writes the news; the roles addressed read them all here (the start screens' panel shows
// the latest three). docs/roles/portal-admin.md, 'News'.
const NEWS: MenuItem = {
  to: '/news',
  label: 'Hírek',
  icon: <IconNews size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/news',
};

// The portal admin's settlement with the auditors (docs/roles/portal-admin.md, 'Settlement')
const SETTLEMENT: MenuItem = {
  to: '/billing',
  label: 'Elszámolás',
  icon: <IconCoin size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/billing',
};

// The bank's menu (docs/rules/access.md, 'Menus').
/** The side menu's width (px) from the 'sm' breakpoint; notifications stay within it (lib/notify.ts). */
const MENU_WIDTH = 240;

const BANK_SUBPAGES = ['/clients/coupon-validation', '/clients/logs'];
const BANK_MENU: MenuItem[] = [
  { ...HOME, badge: 'bankFindingAuditor' },
  {
    ...CLIENTS,
    isActive: (pathname) =>
      (pathname === '/clients' || pathname.startsWith('/clients/')) && !BANK_SUBPAGES.includes(pathname),
  },
  {
    to: '/clients/coupon-validation',
    label: 'Kupon ellenőrzés',
    icon: <IconTicket size={18} aria-hidden />,
    isActive: (pathname) => pathname === '/clients/coupon-validation',
  },
  {
    to: '/clients/logs',
    label: 'Ügyféltevékenység',
    icon: <IconActivity size={18} aria-hidden />,
    isActive: (pathname) => pathname === '/clients/logs',
  },
  {
    to: '/leads',
    label: 'Lead-kezelés',
    icon: <IconAddressBook size={18} aria-hidden />,
    isActive: (pathname) => pathname === '/leads' || pathname.startsWith('/leads/'),
  },
  {
    to: '/billing',
    label: 'Riportok',
    icon: <IconChartBar size={18} aria-hidden />,
    isActive: (pathname) => pathname === '/billing',
  },
  // The statements the bank is billed with (docs/roles/bank-staff.md, 'TIG statements list').
  TIG_STATEMENTS,
  SUPPORT,
  { ...AUDITORS, label: 'Energetikai tanúsítók' },
  NEWS,
];

/**
 * Each role's menu holds the screens of its route set (docs/rules/access.md, 'Menus'). A client has one
 * screen, so no menu: a side menu with only 'Főoldal' took a sixth of the screen.
 */
function menuFor(role: Role): MenuItem[] {
  switch (role) {
    case 'auditor':
      return [CLIENTS, NEWS];
    case 'portal_admin':
      return [HOME, CLIENTS, AUDITORS, PAIRING, SETTLEMENT, SUPPORT, NEWS];
    case 'admin_light':
      return [CLIENTS, AUDITORS, CERTIFICATES, TIG_STATEMENTS, SYSTEM_LOG, WEEKLY_ZIP, NEWS];
    case 'bank_admin':
      return BANK_MENU;
    case 'client':
      return [];
    default:
      return [HOME];
  }
}

/**
 * The signed-in screens, behind the auditor's onboarding check (docs/rules/access.md, 'Guards in front of
 * every signed-in page').
 */
export function AppLayout() {
  return (
    <RequireOnboarding>
      <AppShellLayout />
    </RequireOnboarding>
  );
}

/**
 * Collapsible side menu, header with title and subtitle, user menu with the role label
 * (docs/roles/accounts.md, 'Layout and account menu').
 */
function AppShellLayout() {
  const [navOpen, nav] = useDisclosure(false);
  const [passwordOpen, passwordDialog] = useDisclosure(false);
  const [profileOpen, profileDialog] = useDisclosure(false);
  const [deleteOpen, deleteDialog] = useDisclosure(false);
  const [twoFactorOpen, twoFactorDialog] = useDisclosure(false);
  const { data: me } = useSession();
  // Auditors cannot edit the account profile or delete the account (docs/product.md, 'Who manages their
  // own account').
  const ownsAccount = me !== undefined && me !== null && SELF_SERVICE_ROLES.includes(me.role);
  const { pathname } = useLocation();
  // While onboarding, the auditor's one screen is the form: no menu that would only lead back to it.
  const menu = me && pathname !== ONBOARDING_PATH ? menuFor(me.role) : [];
  const hasMenu = menu.length > 0;
  useEffect(() => {
    setNotificationMenuColumn(hasMenu ? MENU_WIDTH : null);
    return () => setNotificationMenuColumn(null);
  }, [hasMenu]);
  const bankBadges = useBankMenuBadges(me?.role === 'bank_admin');
  const badgeOf = (item: MenuItem) =>
    item.badge === 'bankFindingAuditor' && bankBadges.data && bankBadges.data.findingAuditor > 0
      ? bankBadges.data.findingAuditor
      : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useMutation({
    mutationFn: () => apiFetch(apiPaths.logout(), { method: 'POST', body: {} }),
    onSettled: () => {
      queryClient.setQueryData(sessionQuery().queryKey, null);
      queryClient.clear();
      navigate('/login', { replace: true });
    },
  });

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={hasMenu ? { width: MENU_WIDTH, breakpoint: 'sm', collapsed: { mobile: !navOpen } } : undefined}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          {/* At 390 px the title and the account button share the row; either gives way. */}
          <Group wrap="nowrap" gap="sm" miw={0}>
            {hasMenu && (
              <Burger
                opened={navOpen}
                onClick={nav.toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label="Menü megnyitása vagy bezárása"
              />
            )}
            <Stack gap={0} miw={0}>
              <Title order={2} fz={{ base: 'md', sm: 'h4' }} lineClamp={1}>
                {PRODUCT_TITLE}
              </Title>
              <Text size="xs" c="dimmed" visibleFrom="sm" truncate="end">
                {PRODUCT_SUBTITLE}
              </Text>
            </Stack>
          </Group>
          <Menu position="bottom-end" withinPortal onOpen={preloadAccountDialogs}>
            <Menu.Target>
              {/* The name is cut with an ellipsis on a wide screen and shown as initials on a phone; the
                  button's text (hidden on a phone), its tooltip and the menu's first line carry it whole. */}
              <UnstyledButton title={me?.name} miw={0} maw="45%">
                <Group gap={6} wrap="nowrap">
                  <Avatar color="blue" radius="xl" size="md" hiddenFrom="sm" aria-hidden>
                    {me ? initialsOf(me.name) : null}
                  </Avatar>
                  <VisuallyHidden hiddenFrom="sm">
                    {me?.name}, {me?.roleLabel}
                  </VisuallyHidden>
                  <Stack gap={0} align="flex-end" miw={0} visibleFrom="sm">
                    <Text size="sm" fw={600} truncate="end" maw="100%">
                      {me?.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate="end" maw="100%">
                      {me?.roleLabel}
                    </Text>
                  </Stack>
                  <IconChevronDown size={16} aria-hidden style={{ flexShrink: 0 }} />
                </Group>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown maw="min(360px, calc(100vw - 16px))">
              <Menu.Label>
                <Text size="sm" fw={600} c="var(--mantine-color-text)" style={{ overflowWrap: 'anywhere' }}>
                  {me?.name}
                </Text>
                <Text size="xs">{me?.roleLabel}</Text>
              </Menu.Label>
              {ownsAccount && (
                <Menu.Item leftSection={<IconUser size={16} aria-hidden />} onClick={profileDialog.open}>
                  Profil szerkesztése
                </Menu.Item>
              )}
              <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={passwordDialog.open}>
                Jelszó megváltoztatása
              </Menu.Item>
              {me && !isStaffRole(me.role) && (
                <Menu.Item
                  leftSection={<IconShieldLock size={16} aria-hidden />}
                  onClick={twoFactorDialog.open}
                >
                  Kétlépcsős azonosítás
                </Menu.Item>
              )}
              {ownsAccount && (
                <Menu.Item leftSection={<IconTrash size={16} aria-hidden />} onClick={deleteDialog.open}>
                  Fiók törlése
                </Menu.Item>
              )}
              <Menu.Divider />
              <Menu.Item
                leftSection={<IconLogout size={16} aria-hidden />}
                color="red"
                onClick={() => logout.mutate()}
              >
                Kijelentkezés
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </AppShell.Header>
      {hasMenu && (
        <AppShell.Navbar p="xs" aria-label="Főmenü">
          {menu.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={item.icon}
              rightSection={
                badgeOf(item) === null ? undefined : (
                  <Badge size="sm" color="orange.9" variant="filled" circle={false}>
                    {formatNumber(badgeOf(item)!)}
                    <VisuallyHidden> tanúsítóra váró ügyfél</VisuallyHidden>
                  </Badge>
                )
              }
              active={item.isActive(pathname)}
              // The active item's default hover tint leaves its blue label below AA contrast.
              style={{ '--nl-hover': 'var(--mantine-color-blue-1)' }}
              onClick={nav.close}
            />
          ))}
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        {/* Dates are shown and picked only behind sign-in, so the sign-in screen does not download them. */}
        <DatesProvider settings={{ locale: 'hu', firstDayOfWeek: 1 }}>
          <Suspense fallback={screenLoader}>
            <Outlet />
          </Suspense>
        </DatesProvider>
      </AppShell.Main>
      <Deferred opened={passwordOpen}>
        <ChangePasswordDialog opened={passwordOpen} onClose={passwordDialog.close} />
      </Deferred>
      {me && !isStaffRole(me.role) && (
        <Deferred opened={twoFactorOpen}>
          <TwoFactorDialog me={me} opened={twoFactorOpen} onClose={twoFactorDialog.close} />
        </Deferred>
      )}
      {me && ownsAccount && (
        <>
          <Deferred opened={profileOpen}>
            <ProfileDialog key={me.id} me={me} opened={profileOpen} onClose={profileDialog.close} />
          </Deferred>
          <Deferred opened={deleteOpen}>
            <DeleteAccountDialog opened={deleteOpen} onClose={deleteDialog.close} />
          </Deferred>
        </>
      )}
    </AppShell>
  );
}
