// Allowed: the composition root registers route modules.
import { alphaRoutes } from './features/alpha/routes.ts';

export const registered = [alphaRoutes];
