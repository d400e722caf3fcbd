// The origins whose pages may change data (the CSRF check in app.ts and Better Auth's trusted origins).
import type { Config } from '../config.ts';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * PUBLIC_URL's origin; outside production also the loopback aliases of its port, so a developer who opens
 * http://127.0.0.1:3000 instead of http://localhost:3000 can use the forms. Production accepts
 * the public address alone.
 */
export function allowedOrigins(config: Pick<Config, 'publicUrl' | 'isProduction'>): string[] {
  const publicUrl = new URL(config.publicUrl);
  if (config.isProduction) return [publicUrl.origin];
  const port = publicUrl.port ? `:${publicUrl.port}` : '';
  const aliases = LOOPBACK_HOSTS.map((host) => `${publicUrl.protocol}//${host}${port}`);
  return [...new Set([publicUrl.origin, ...aliases])];
}
