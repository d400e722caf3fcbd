// The notes' public entry (docs/architecture.md, 'Feature walls'): the notes panel of a client, which the
// auditor's client detail and the administrators' client sheet show, and the cache of a client's notes,
// which a logged call adds to as a note does.
export { storeNote } from './api/note-cache.ts';
export { NotesPanel } from './notes-panel.tsx';
