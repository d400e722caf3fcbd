import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../../domain/zod-locale.ts';
import { fixedMediaQuery } from './media-query.ts';

afterEach(async () => {
  cleanup();
  // Mantine keeps notifications in a store of its own, outside the document: one a test leaves behind stays
  // there (its host is gone, so its four seconds never run out) and five of them fill the places shown, so
  // the next test's message waits in the queue until an old one closes. providers.test.tsx took 4.4 s in
  // full runs for that, and failed at 5 s once.
  const { notifications } = await import('@mantine/notifications');
  notifications.clean();
});

// findBy… and waitFor wait up to 5 s, not 1 s: on a loaded 2-core machine one role query over an open
// menu took longer than a second (app-layout.test.tsx failed once in CI). A wait that runs out should mean
// the screen never showed it, not that the machine was busy.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these; Mantine reads them.
window.matchMedia ??= (query: string) => fixedMediaQuery(query, false);
// A screen that brings a result into view (the coupon import's report) calls this.
Element.prototype.scrollIntoView ??= () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// Textarea autosize listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}
