export const AlphaPage = (): string => 'alpha';
