import { first } from './first.ts';

export const second = (): number => (first.length > 0 ? 0 : 1);
