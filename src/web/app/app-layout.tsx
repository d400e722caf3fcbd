import { AppShell, Burger, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import dayjs from 'dayjs';
import 'dayjs/locale/hu';
import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { PRODUCT_SUBTITLE, PRODUCT_TITLE } from '../../domain/constants.ts';
import { HEADER_HEIGHT, MAIN_PADDING, MENU_WIDTH } from '../../domain/layout.ts';
import { hasSideMenu } from '../../domain/roles.ts';
import { UserMenu } from '../features/accounts/index.ts';
import { FrameHeadingGone, useFrameHeaderGone } from '../lib/frame-placeholder.ts';
import { setNotificationMenuColumn } from '../lib/notify.ts';
import { allFirstData } from '../lib/page-start.ts';
import { useSession } from '../lib/session.ts';
import { MenuBadge, menuBadgesFirstData, useMenuBadges } from './menu-badges.tsx';
import { ONBOARDING_PATH, onboardingFirstData, RequireOnboarding } from './require-onboarding.tsx';
import { menuFor } from './role-menus.tsx';
import { screenLoader } from './screen-loader.tsx';

dayjs.locale('hu');

/** What the layout's guard and menu read, asked for with its code before the first render (lib/page-start.ts). */
export const firstData = allFirstData(onboardingFirstData, menuBadgesFirstData);

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
 * Collapsible side menu of the role (role-menus.tsx), header with title and subtitle, the account menu
 * (docs/roles/accounts.md, 'Layout and account menu').
 */
function AppShellLayout() {
  const [navOpen, nav] = useDisclosure(false);
  const { data: me } = useSession();
  const { pathname } = useLocation();
  // While onboarding, the auditor's one screen is the form: no menu that would only lead back to it.
  const hasMenu = !!me && pathname !== ONBOARDING_PATH && hasSideMenu(me.role);
  const menu = me && hasMenu ? menuFor(me.role) : [];
  // The side menu's width from the 'sm' breakpoint; notifications stay within it (lib/notify.ts).
  useEffect(() => {
    setNotificationMenuColumn(hasMenu ? MENU_WIDTH : null);
    return () => setNotificationMenuColumn(null);
  }, [hasMenu]);
  const badgeOf = useMenuBadges(me?.role);
  // This header takes the place of the server's frame (decision 0027).
  useFrameHeaderGone();

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={hasMenu ? { width: MENU_WIDTH, breakpoint: 'sm', collapsed: { mobile: !navOpen } } : undefined}
      padding={MAIN_PADDING}
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
          <UserMenu />
        </Group>
      </AppShell.Header>
      {hasMenu && (
        <AppShell.Navbar p="xs" aria-label="Főmenü">
          {menu.map((item) => {
            const count = badgeOf(item.badge);
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                leftSection={item.icon}
                rightSection={count === null ? undefined : <MenuBadge count={count} />}
                active={item.isActive(pathname)}
                // The active item's default hover tint leaves its blue label below AA contrast.
                style={{ '--nl-hover': 'var(--mantine-color-blue-1)' }}
                onClick={nav.close}
              />
            );
          })}
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        {/* Dates are shown and picked only behind sign-in, so the sign-in screen does not download them. */}
        <DatesProvider settings={{ locale: 'hu', firstDayOfWeek: 1 }}>
          <Suspense fallback={screenLoader}>
            <Outlet />
            <FrameHeadingGone />
          </Suspense>
        </DatesProvider>
      </AppShell.Main>
    </AppShell>
  );
}
