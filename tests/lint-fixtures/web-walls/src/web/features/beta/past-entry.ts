// Refused: another feature's module past its public entry.
import { alphaValue } from '../alpha/value.ts';

export const betaDeepValue = alphaValue + 2;
