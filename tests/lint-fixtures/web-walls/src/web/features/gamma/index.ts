// Refused: a public entry exposes a screen.
export { GammaPage } from './gamma-page.tsx';
