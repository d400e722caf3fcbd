// Allowed: a test of platform/ may drive a feature through its public entry.
import { alphaValue } from '../features/alpha/index.ts';

export const testValue = alphaValue;
