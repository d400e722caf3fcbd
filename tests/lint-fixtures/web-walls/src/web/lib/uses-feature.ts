// Refused: lib/ sits below the features, even their public entries.
import { alphaValue } from '../features/alpha/index.ts';

export const libValue = alphaValue;
