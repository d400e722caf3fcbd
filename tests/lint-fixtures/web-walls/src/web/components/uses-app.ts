// Refused: components/ sits below app/.
import { routes } from '../app/router.ts';

export const componentRoutes = routes;
