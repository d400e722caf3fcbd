export { alphaValue } from './value.ts';
