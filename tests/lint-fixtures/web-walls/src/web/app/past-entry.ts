// Refused: app/ too reaches a feature's other modules only through its public entry.
import { alphaValue } from '../features/alpha/value.ts';

export const appValue = alphaValue;
