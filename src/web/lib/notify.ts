// Error notifications on demand: the notifications module (and its transitions) downloads with the first
// message, not with the sign-in screen (its size budget, decision 0007).
import { useSyncExternalStore } from 'react';

let wanted = false;
const listeners = new Set<() => void>();

/** Whether a notification was ever asked for: the host mounts the container from then on. */
export function useNotificationsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );
}

let menuColumn: number | null = null;
const columnListeners = new Set<() => void>();

/**
 * The width (px) of the side menu the signed-in screens show from the 'sm' breakpoint, or null on a screen
 * without one. The app layout sets it; notifications stay within that column on a screen wide enough to
 * show it, over the menu's free lower part, so a success never covers the content it reports on (an
 * import's report, a list's changed row).
 */
export function setNotificationMenuColumn(width: number | null): void {
  if (width === menuColumn) return;
  menuColumn = width;
  for (const listener of columnListeners) listener();
}

export function useNotificationMenuColumn(): number | null {
  return useSyncExternalStore(
    (listener) => {
      columnListeners.add(listener);
      return () => columnListeners.delete(listener);
    },
    () => menuColumn,
  );
}

/** When each notification still possibly showing was shown (ms), by its id. */
const shownAt = new Map<string, number>();
/** Longer than any notification shows (four seconds): older entries are forgotten. */
const FORGET_AFTER_MS = 10_000;

async function show(color: 'red' | 'green', title: string, message: string): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const { notifications } = await import('@mantine/notifications');
  const id = notifications.show({
    color,
    title,
    message,
    closeButtonProps: { 'aria-label': 'Értesítés bezárása' },
  });
  const now = Date.now();
  for (const [earlier, at] of shownAt) if (at < now - FORGET_AFTER_MS) shownAt.delete(earlier);
  shownAt.set(id, now);
}

/**
 * A dialog that opens starts a new task: the notifications shown more than a second before it belong to
 * the one before, and are closed so none covers the dialog's actions (on a 390 px phone a toast
 * is 360 px wide and could sit over a full-screen dialog's footer for its four seconds). One that came with
 * the dialog stays: saving a new lead says so and opens the lead at once.
 */
export async function closeEarlierNotifications(now = Date.now()): Promise<void> {
  const { notifications } = await import('@mantine/notifications');
  for (const [id, at] of shownAt) {
    if (at >= now - 1_000) continue;
    notifications.hide(id);
    shownAt.delete(id);
  }
}

export const showError = (message: string): Promise<void> => show('red', 'Hiba', message);

/** A change went through: the server's Hungarian confirmation, in green. */
export const showSuccess = (message: string): Promise<void> => show('green', 'Sikeres művelet', message);
