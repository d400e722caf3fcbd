// The auditor workspace's public entry (docs/architecture.md, 'Feature walls'): the notes panel, which the
// administrators' client sheet shows too; the onboarding state, which the signed-in layout checks; and the
// client list's first request, which the server announces with the page (server/platform/web-preload.ts).
export { clientsQueryString } from './api/get-auditor-clients.ts';
export { useOnboarding } from './api/get-onboarding.ts';
export { parseListState, toApiQuery } from './clients-query.ts';
export { NotesPanel } from './notes-panel.tsx';
