// A signed-out visit to a signed-in address goes to /login?next=<address>, and the sign-in (with its second
// step) returns there (docs/roles/accounts.md, 'Signed-out pages'). Only an address of this portal is
// followed, never another site's.
import { useSearchParams } from 'react-router';

const ORIGIN = 'https://portal.invalid';
/** Screens a return would only bounce off: the sign-in screens themselves. */
const SIGNED_OUT_PATHS = ['/login', '/register', '/forgot-password', '/reset-password', '/verify-email'];

/**
 * The path (with its query and hash) to return to after sign-in, or null when `next` is not a path of
 * this portal: another origin (`//evil.example`, `https:`, `javascript:`), a path whose dot segments
 * resolve to one (`/.//evil.example`, `/..//evil.example`, `/%2e%2e//evil.example`), a backslash or
 * control character (which browsers read as a slash or drop), or a sign-in screen.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  // The resolved path is what the router is handed, and the router reads a leading '//' as another host:
  // the history refuses that address and the screen crashed ('Alkalmazás hiba', again on every reload).
  if (url.pathname.startsWith('//')) return null;
  if (SIGNED_OUT_PATHS.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in address that returns to `path` afterwards ('/' needs no return). */
export function loginPathFor(path: string): string {
  const next = safeReturnPath(path);
  return next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login';
}

/** Where a sign-in on this screen leads: the `next` it was sent with, if safe, else the start page. */
export function useReturnPath(): string {
  const [params] = useSearchParams();
  return safeReturnPath(params.get('next')) ?? '/';
}
