// What the feature walls' tests share (src/server/walls.test.ts, scripts/eslint-web-walls.test.ts): lint a
// tree of files that break the walls on purpose with the walls alone, and describe the error expected.
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { expect } from 'vitest';

export interface Finding {
  rule: string | null;
  message: string;
}

/** What `walls` say about each file under `fixtureRoot`/`folder`, by its path under that folder. */
export async function lintWallFixtures(
  fixtureRoot: string,
  folder: string,
  walls: Linter.Config[],
): Promise<Map<string, Finding[]>> {
  const eslint = new ESLint({
    cwd: fixtureRoot,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...walls],
  });
  const results = await eslint.lintFiles([folder]);
  return new Map(
    results.map((result) => [
      path.relative(path.join(fixtureRoot, folder), result.filePath),
      result.messages.map((message) => ({ rule: message.ruleId, message: message.message })),
    ]),
  );
}

/** A file's findings when one wall refuses it and nothing else does. */
export const refusal = (rule: string, message: string) => [
  { rule, message: expect.stringContaining(message) },
];
