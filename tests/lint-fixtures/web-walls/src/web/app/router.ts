// Allowed: app/ loads a feature's screen lazily and uses its public entry.
import { alphaValue } from '../features/alpha/index.ts';

export const routes = [() => import('../features/alpha/alpha-page.tsx'), alphaValue];
