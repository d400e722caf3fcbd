// axe-core on a page, as the journeys run it on every screen they visit. axe-core itself, not its Playwright
// wrapper: the wrapper's analyze() opens a fresh page per check to gather the frames' results, which cost
// 1.4 s a check on the operator's client list (1.7 s with its default result types), 0.5 s in its legacy
// mode; axe-core run in the page, injected once per document, takes 0.23 s (docs/testing.md). 166 checks
// ran in a whole journey run.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// WCAG 2.1 A and AA; only the violations are collected (the passes' node lists are not needed).
const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

/** The serious and critical violations on the page as it is now, one line each. */
export async function blockingViolations(page: Page): Promise<string[]> {
  // Every frame gets axe-core, so the top frame's run reaches into them (axe-core's own frame messaging).
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!present) await frame.evaluate(AXE_SOURCE);
  }
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(
        document,
        options,
      ),
    OPTIONS,
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
