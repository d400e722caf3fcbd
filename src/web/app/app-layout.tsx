import { AppShell, Burger, Group, Menu, NavLink, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import dayjs from 'dayjs';
import 'dayjs/locale/hu';
import {
  IconArrowsExchange,
  IconChevronDown,
  IconHome,
  IconIdBadge2,
  IconKey,
  IconLogout,
  IconShieldLock,
  IconTrash,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { PRODUCT_SUBTITLE, PRODUCT_TITLE } from '../../domain/constants.ts';
import { apiFetch } from '../lib/api-client.ts';
import { apiPaths } from '../lib/paths.ts';
import { sessionQuery, useSession } from '../lib/session.ts';
import { ONBOARDING_PATH, RequireOnboarding } from './require-onboarding.tsx';
import { screenLoader } from './screen-loader.tsx';
import { ChangePasswordDialog } from '../features/account/change-password-dialog.tsx';
import { DeleteAccountDialog } from '../features/account/delete-account-dialog.tsx';
import { ProfileDialog } from '../features/account/profile-dialog.tsx';
import { TwoFactorDialog } from '../features/account/two-factor-dialog.tsx';
import { isStaffRole, SELF_SERVICE_ROLES, type Role } from '../../domain/roles.ts';

dayjs.locale('hu');

interface MenuItem {
  to: string;
  label: string;
  icon: ReactNode;
  isActive: (pathname: string) => boolean;
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
const PAIRING: MenuItem = {
  to: '/auditor-pairing',
  label: 'Párosítás',
  icon: <IconArrowsExchange size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/auditor-pairing',
};

/** spec 01 §2 and spec 02 §2.1: each role's menu holds the screens of its route set. */
function menuFor(role: Role): MenuItem[] {
  switch (role) {
    case 'auditor':
      return [CLIENTS];
    case 'portal_admin':
      return [HOME, CLIENTS, AUDITORS, PAIRING];
    case 'admin_light':
      return [CLIENTS, AUDITORS];
    default:
      return [HOME];
  }
}

/** The signed-in screens, behind the auditor's onboarding check (spec 02 §2.1). */
export function AppLayout() {
  return (
    <RequireOnboarding>
      <AppShellLayout />
    </RequireOnboarding>
  );
}

/** spec 01 §2 Layout: collapsible side menu, header with title and subtitle, user menu with the role label. */
function AppShellLayout() {
  const [navOpen, nav] = useDisclosure(false);
  const [passwordOpen, passwordDialog] = useDisclosure(false);
  const [profileOpen, profileDialog] = useDisclosure(false);
  const [deleteOpen, deleteDialog] = useDisclosure(false);
  const [twoFactorOpen, twoFactorDialog] = useDisclosure(false);
  const { data: me } = useSession();
  // spec 01 §6: auditors cannot edit the account profile or delete the account.
  const ownsAccount = me !== undefined && me !== null && SELF_SERVICE_ROLES.includes(me.role);
  const { pathname } = useLocation();
  // While onboarding, the auditor's one screen is the form: no menu that would only lead back to it.
  const hasMenu = pathname !== ONBOARDING_PATH;
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
      navbar={hasMenu ? { width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpen } } : undefined}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group wrap="nowrap">
            {hasMenu && (
              <Burger
                opened={navOpen}
                onClick={nav.toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label="Menü megnyitása vagy bezárása"
              />
            )}
            <Stack gap={0}>
              <Title order={2} size="h4">
                {PRODUCT_TITLE}
              </Title>
              <Text size="xs" c="dimmed" visibleFrom="sm">
                {PRODUCT_SUBTITLE}
              </Text>
            </Stack>
          </Group>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <UnstyledButton>
                <Group gap={6} wrap="nowrap">
                  <Stack gap={0} align="flex-end">
                    <Text size="sm" fw={600}>
                      {me?.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {me?.roleLabel}
                    </Text>
                  </Stack>
                  <IconChevronDown size={16} aria-hidden />
                </Group>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
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
          {me &&
            menuFor(me.role).map((item) => (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                leftSection={item.icon}
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
      <ChangePasswordDialog opened={passwordOpen} onClose={passwordDialog.close} />
      {me && !isStaffRole(me.role) && (
        <TwoFactorDialog me={me} opened={twoFactorOpen} onClose={twoFactorDialog.close} />
      )}
      {me && ownsAccount && (
        <>
          <ProfileDialog key={me.id} me={me} opened={profileOpen} onClose={profileDialog.close} />
          <DeleteAccountDialog opened={deleteOpen} onClose={deleteDialog.close} />
        </>
      )}
    </AppShell>
  );
}
