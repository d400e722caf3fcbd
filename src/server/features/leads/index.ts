// The leads feature's public entry (docs/architecture.md, 'Feature walls').
export { leadEraser } from './erasure.ts';
export { linkLeadToClient } from './client-link.ts';
export { writeHistory } from './history.ts';
