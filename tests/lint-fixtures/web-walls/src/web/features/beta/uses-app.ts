// Refused: a feature imports app/.
import { routes } from '../../app/router.ts';

export const betaRoutes = routes;
