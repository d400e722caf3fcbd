// Refused: a route module imports another route module, even its own feature's.
import { alphaRoutes } from './routes.ts';

export const alphaAdminRoutes = `${alphaRoutes} admin`;
