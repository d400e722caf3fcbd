// Error notifications on demand: the notifications module (and its transitions) downloads with the first
// message, not with the sign-in screen (issue 3 size budget).
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

async function show(color: 'red' | 'green', title: string, message: string): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const { notifications } = await import('@mantine/notifications');
  notifications.show({ color, title, message, closeButtonProps: { 'aria-label': 'Értesítés bezárása' } });
}

export const showError = (message: string): Promise<void> => show('red', 'Hiba', message);

/** A change went through: the server's Hungarian confirmation, in green. */
export const showSuccess = (message: string): Promise<void> => show('green', 'Sikeres művelet', message);
