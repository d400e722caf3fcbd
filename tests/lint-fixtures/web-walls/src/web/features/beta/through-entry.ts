// Allowed: another feature through its public entry.
import { alphaValue } from '../alpha/index.ts';

export const betaValue = alphaValue + 1;
