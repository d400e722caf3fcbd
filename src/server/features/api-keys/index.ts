// The API keys' public entry (docs/architecture.md, 'Feature walls'): the CLI makes keys too.
export { createApiKey, keyMakerByEmail } from './service.ts';
