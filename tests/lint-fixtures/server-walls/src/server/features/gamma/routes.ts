export const gammaRoutes = 'gamma';
