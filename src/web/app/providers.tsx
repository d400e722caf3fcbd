import { createTheme, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { APP_FONT_FAMILY } from '../../domain/layout.ts';
import {
  closeEarlierNotifications,
  countActions,
  useNotificationMenuColumn,
  useNotificationsWanted,
} from '../lib/notify.ts';

// The notifications and their stylesheet download with the first notification.
const Notifications = lazy(async () => {
  const [module] = await Promise.all([
    import('@mantine/notifications'),
    import('@mantine/notifications/styles.css'),
  ]);
  return { default: module.Notifications };
});

/** Whether added nodes bring a dialog (a Mantine modal or drawer is `aria-modal`). */
const bringsDialog = (records: MutationRecord[]) =>
  records.some((record) =>
    [...record.addedNodes].some(
      (node) =>
        node instanceof Element &&
        (node.matches('[aria-modal="true"]') || node.querySelector('[aria-modal="true"]') !== null),
    ),
  );

/** Closes the notifications of an earlier task when a dialog opens (closeEarlierNotifications). */
function useCloseNotificationsOnDialog(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const observer = new MutationObserver((records) => {
      if (bringsDialog(records)) void closeEarlierNotifications();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const stopCounting = countActions(document);
    return () => {
      observer.disconnect();
      stopCounting();
    };
  }, [active]);
}

/** The notifications container, mounted once the first notification is asked for. */
function NotificationsHost() {
  const wanted = useNotificationsWanted();
  useCloseNotificationsOnDialog(wanted);
  const menuColumn = useNotificationMenuColumn();
  // The app shell shows its side menu from the 'sm' breakpoint (app-layout.tsx).
  const menuShown = useMediaQuery('(min-width: 48em)', false) && menuColumn !== null;
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Bottom left: clear of a centred dialog's close button and its actions (top and bottom right).
          Beside a side menu, within its column, so the notification covers none of the page's content (it
          covered the coupon import report's first chip at 1440 px, 22.5rem wide); elsewhere at most 22.5rem. */}
      <Notifications
        position="bottom-left"
        containerWidth={menuShown ? `calc(${menuColumn}px - 2 * var(--mantine-spacing-md))` : '22.5rem'}
      />
    </Suspense>
  );
}

export const theme = createTheme({
  // People who ask their system for less motion get no transitions (and the browser tests run that way).
  respectReducedMotion: true,
  primaryColor: 'blue',
  // Darker shades keep white text on buttons above the WCAG AA contrast ratio.
  primaryShade: { light: 8, dark: 6 },
  fontFamily: APP_FONT_FAMILY,
  focusRing: 'always',
  defaultRadius: 'md',
  // Plain objects rather than Alert.extend / Modal.extend: those would put both components (and the
  // modal's scroll lock and focus trap) into the first download.
  components: {
    // Light alerts colour their title in the alert's own colour, below AA contrast for green and orange.
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
    // A titled notification greys its message (gray.6), below the AA contrast ratio. A long e-mail address
    // or file name wraps inside the menu-wide notification instead of running out of it.
    Notification: {
      styles: { description: { color: 'var(--mantine-color-text)', overflowWrap: 'anywhere' } },
    },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Bezárás' } } },
    // Placeholders stay grey on a field with an error (Mantine reddens them), so they never read as a
    // typed value. An inline variable outranks the error rule.
    Input: { styles: { input: { '--input-placeholder-color': 'var(--mantine-color-placeholder)' } } },
    // A table scrolling sideways keeps its visually hidden texts (position: absolute) inside its frame:
    // without a positioned frame they widened the whole page on a phone (/clients at 390 px).
    TableScrollContainer: { styles: { scrollContainer: { position: 'relative' } } },
    // The calendar's header in Hungarian order: '2026. november', not 'november 2026'.
    MonthLevel: { defaultProps: { monthLabelFormat: 'YYYY. MMMM' } },
    MonthLevelGroup: { defaultProps: { monthLabelFormat: 'YYYY. MMMM' } },
  },
});

// Mantine's 'dimmed' grey and its error red (field messages) are below the WCAG AA contrast ratio on
// white; ours are darker shades.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <NotificationsHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
