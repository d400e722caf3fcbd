// Refused: code outside the features goes through the public entry.
import { alphaValue } from './features/alpha/value.ts';

export const mainValue = alphaValue;
