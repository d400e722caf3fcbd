export const alphaRoutes = 'alpha';
