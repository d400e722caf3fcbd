// A link that opens the client list with one client's sheet open: the navigation's state carries the client,
// so the list's own address (filters, sort, page) stays as it was.
import type { SheetClient } from './client-sheet-dialog.tsx';

interface SheetLinkState {
  sheet: SheetClient;
}

export const sheetLinkState = (client: SheetClient): SheetLinkState => ({ sheet: client });

/** The client whose sheet the navigation asks for, or null. */
export function sheetLinkOf(state: unknown): SheetClient | null {
  const sheet = (state as Partial<SheetLinkState> | null)?.sheet;
  return sheet && typeof sheet.clientId === 'string' && typeof sheet.name === 'string' ? sheet : null;
}
