import { Modal } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from './providers.tsx';
import { ApiError } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { fixedMediaQuery } from '../test/media-query.ts';

// The provider loads the notifications' module when the first notification is asked for; loaded cold in a
// full run on a busy machine that took longer than a query waits, so the module is loaded before the tests.
beforeAll(async () => {
  await Promise.all([import('@mantine/notifications'), import('@mantine/notifications/styles.css')]);
});

describe('failed changes', () => {
  it('show the server’s Hungarian message in a notification unless the screen shows it itself', async () => {
    const queryClient = createQueryClient();
    render(
      <Providers queryClient={queryClient}>
        <p>Tartalom</p>
      </Providers>,
    );
    const fail = (message: string, handlesError: boolean) =>
      queryClient
        .getMutationCache()
        .build(queryClient, {
          mutationFn: () => Promise.reject(new ApiError(400, 'bad_request', message)),
          meta: { handlesError },
        })
        .execute(undefined)
        .catch(() => undefined);

    await fail('A képernyő maga mutatja', true);
    await fail('Az időpont nem lehet múltbeli', false);
    expect(await screen.findByText('Az időpont nem lehet múltbeli')).toBeInTheDocument();
    expect(screen.queryByText('A képernyő maga mutatja')).not.toBeInTheDocument();
  });
});

describe('the theme', () => {
  it('heads a calendar in Hungarian order and names: 2026. november', async () => {
    const { DatesProvider, DatePicker } = await import('@mantine/dates');
    await import('dayjs/locale/hu');
    render(
      <Providers queryClient={createQueryClient()}>
        <DatesProvider settings={{ locale: 'hu', firstDayOfWeek: 1 }}>
          <DatePicker defaultDate="2026-11-10" />
        </DatesProvider>
      </Providers>,
    );
    expect(screen.getByText('2026. november')).toBeInTheDocument();
    expect(screen.queryByText(/november 2026/i)).not.toBeInTheDocument();
  });

  it('keeps a placeholder grey on a field with an error', async () => {
    const { TextInput } = await import('@mantine/core');
    render(
      <Providers queryClient={createQueryClient()}>
        <TextInput label="Irányítószám" placeholder="1234" error="Érvénytelen irányítószám" />
      </Providers>,
    );
    const input = screen.getByLabelText('Irányítószám');
    expect(input).toHaveAttribute('data-error', 'true');
    expect(input.style.getPropertyValue('--input-placeholder-color')).toBe(
      'var(--mantine-color-placeholder)',
    );
  });
});

describe('notifications and dialogs', () => {
  const view = (opened: boolean) => (
    <Providers queryClient={createQueryClient()}>
      <Modal opened={opened} onClose={() => undefined} title="Időpont egyeztetése">
        <p>Párbeszéd</p>
      </Modal>
    </Providers>
  );

  it('closes the notifications of an earlier task when a dialog opens, and shows the next ones', async () => {
    const { showSuccess } = await import('../lib/notify.ts');
    const { rerender } = render(view(false));
    await showSuccess('Az időpontot rögzítettük');
    expect(await screen.findByText('Az időpontot rögzítettük')).toBeInTheDocument();

    // The person opens the next dialog: the press that opens it starts the next task.
    fireEvent.pointerDown(document.body);
    rerender(view(true));
    expect(await screen.findByRole('dialog', { name: 'Időpont egyeztetése' })).toBeInTheDocument();
    // Well before the notification's own four seconds are up.
    await waitFor(() => expect(screen.queryByText('Az időpontot rögzítettük')).not.toBeInTheDocument(), {
      timeout: 2000,
    });

    // A message of the dialog's own task shows over it.
    await showSuccess('A hívást rögzítettük');
    expect(await screen.findByText('A hívást rögzítettük')).toBeInTheDocument();
  });

  it('keeps a notification that came after the action opening the dialog, however late the dialog opens', async () => {
    const { showSuccess, closeEarlierNotifications } = await import('../lib/notify.ts');
    const { notificationsStore } = await import('@mantine/notifications');
    const { rerender } = render(view(false));
    // 'Lead mentése' is pressed; the lead is saved, said so, and its drawer opens (on a busy machine seconds
    // later, which no clock may count against the notification).
    fireEvent.keyDown(document.body, { key: 'Enter' });
    await showSuccess('Kiss Anna leadként rögzítve');
    rerender(view(true));
    expect(await screen.findByRole('dialog', { name: 'Időpont egyeztetése' })).toBeInTheDocument();
    // The host's pass for this dialog began first and has ended once this one has.
    await closeEarlierNotifications();
    const open = notificationsStore.getState().notifications.map((notification) => notification.message);
    expect(open).toContain('Kiss Anna leadként rögzítve');
    expect(screen.getByText('Kiss Anna leadként rögzítve')).toBeInTheDocument();
  });
});

describe('notifications beside the side menu', () => {
  const wideScreen = (query: string) => fixedMediaQuery(query, query === '(min-width: 48em)');
  const containerWidth = () =>
    document
      .querySelector<HTMLElement>('.mantine-Notifications-root[data-position="bottom-left"]')
      ?.style.getPropertyValue('--notifications-container-width');

  it('stay within the menu’s column on a wide screen, so a success covers none of the page it reports on', async () => {
    const { setNotificationMenuColumn, showSuccess } = await import('../lib/notify.ts');
    vi.stubGlobal('matchMedia', wideScreen);
    setNotificationMenuColumn(240);
    try {
      render(
        <Providers queryClient={createQueryClient()}>
          <p>Tartalom</p>
        </Providers>,
      );
      await showSuccess('2 kupon importálva.');
      expect(await screen.findByText('2 kupon importálva.')).toBeInTheDocument();
      await waitFor(() => expect(containerWidth()).toBe('calc(240px - 2 * var(--mantine-spacing-md))'));

      // A screen without the menu (the client's) keeps the usual width.
      act(() => setNotificationMenuColumn(null));
      await waitFor(() => expect(containerWidth()).toBe('22.5rem'));
    } finally {
      setNotificationMenuColumn(null);
      vi.unstubAllGlobals();
    }
  });
});
