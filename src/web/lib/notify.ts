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

/**
 * The person's actions so far: each press of a pointer or a key counts one. A notification belongs to the
 * task of the last action before it, whatever the time it took to answer (a slow save, a dialog's chunk
 * still downloading); a clock window of one second closed a saved lead's confirmation on a busy machine.
 */
let actions = 0;
const countAction = () => {
  actions += 1;
};

/** Counts the person's actions on the page until the returned function is called. */
export function countActions(target: Document): () => void {
  target.addEventListener('pointerdown', countAction, true);
  target.addEventListener('keydown', countAction, true);
  return () => {
    target.removeEventListener('pointerdown', countAction, true);
    target.removeEventListener('keydown', countAction, true);
  };
}

/** The action each notification still showing came after, by its id. */
const shownAfter = new Map<string, number>();

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
    onClose: () => shownAfter.delete(id),
  });
  shownAfter.set(id, actions);
}

/**
 * A dialog that opens starts a new task: the notifications shown before the action that opened it belong to
 * the task before, and are closed so none covers the dialog's actions (on a 390 px phone a toast is 360 px
 * wide and could sit over a full-screen dialog's footer for its four seconds). One that came after that
 * action stays: saving a new lead says so and opens the lead at once.
 */
export async function closeEarlierNotifications(): Promise<void> {
  const { notifications } = await import('@mantine/notifications');
  for (const [id, after] of shownAfter) {
    if (after >= actions) continue;
    notifications.hide(id);
    shownAfter.delete(id);
  }
}

export const showError = (message: string): Promise<void> => show('red', 'Hiba', message);

/** A change went through: the server's Hungarian confirmation, in green. */
export const showSuccess = (message: string): Promise<void> => show('green', 'Sikeres művelet', message);
