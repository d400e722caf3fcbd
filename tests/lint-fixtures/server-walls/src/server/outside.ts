// Refused: code outside the features also goes through the public entry.
import { alphaValue } from './features/alpha/service.ts';

export const outsideValue = alphaValue;
