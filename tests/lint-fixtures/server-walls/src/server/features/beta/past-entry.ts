// Refused: another feature's module past its public entry.
import { alphaValue } from '../alpha/service.ts';

export const betaDeepValue = alphaValue + 2;
