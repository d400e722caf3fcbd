// Refused: platform/ sits below the features.
import { alphaValue } from '../features/alpha/index.ts';

export const platformValue = alphaValue;
