// Refused: first.ts and second.ts import each other.
import { second } from './second.ts';

export const first = (): number => second() + 1;
