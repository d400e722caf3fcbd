export { alphaValue } from './service.ts';
