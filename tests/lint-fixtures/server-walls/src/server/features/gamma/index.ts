// Refused: a public entry exposes a route module.
export { gammaRoutes } from './routes.ts';
