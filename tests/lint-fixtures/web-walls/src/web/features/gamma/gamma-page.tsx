export const GammaPage = (): string => 'gamma';
