// The feature walls (docs/architecture.md, 'Feature walls') are lint rules; these tests show that each one
// refuses what it should. The walls are applied to a small tree of files that break them on purpose
// (tests/lint-fixtures/server-walls, which the normal lint skips), and the repository's own config is shown
// to apply them to src/server.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverWalls } from '../../scripts/eslint-server-walls.js';
import { lintWallFixtures, refusal, type Finding } from '../../scripts/wall-fixtures.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const fixtureRoot = path.join(repositoryRoot, 'tests/lint-fixtures/server-walls');

/** What the walls say about each fixture file, by its path under src/server. */
let findings: Map<string, Finding[]>;

beforeAll(async () => {
  findings = await lintWallFixtures(fixtureRoot, 'src/server', serverWalls(fixtureRoot));
});

describe('the server feature walls', () => {
  it('refuse a module of another feature past its public entry, from a feature or from outside them', () => {
    const pastEntry = refusal(
      'import-x/no-restricted-paths',
      'through its public entry, features/alpha/index.ts',
    );
    expect(findings.get('features/beta/past-entry.ts')).toEqual(pastEntry);
    expect(findings.get('outside.ts')).toEqual(pastEntry);
  });

  it('refuse a route module importing another route module, and a public entry exposing one', () => {
    expect(findings.get('features/alpha/admin-routes.ts')).toEqual(
      refusal('import-x/no-restricted-paths', 'A route module never imports another'),
    );
    expect(findings.get('features/gamma/index.ts')).toEqual(
      refusal('import-x/no-restricted-paths', 'A public entry does not expose route modules'),
    );
  });

  it('refuse platform code importing a feature, even through its public entry', () => {
    expect(findings.get('platform/uses-feature.ts')).toEqual(
      refusal('import-x/no-restricted-paths', 'never import them'),
    );
  });

  it('refuse an import cycle', () => {
    expect(findings.get('features/delta/first.ts')).toEqual(refusal('import-x/no-cycle', 'Dependency cycle'));
    expect(findings.get('features/delta/second.ts')).toEqual(
      refusal('import-x/no-cycle', 'Dependency cycle'),
    );
  });

  it('allow a public entry, a test driving a feature through one, and app.ts registering route modules', () => {
    for (const allowed of [
      'features/beta/through-entry.ts',
      'platform/uses-feature.test.ts',
      'app.ts',
      'features/alpha/index.ts',
      'features/gamma/routes.ts',
    ])
      expect(findings.get(allowed), allowed).toEqual([]);
  });

  it("are part of the repository's lint of src/server", async () => {
    const eslint = new ESLint({ cwd: repositoryRoot });
    const [result] = await eslint.lintText(
      "import { openCertificate } from '../properties/service.ts';\n\nexport const open = openCertificate;\n",
      { filePath: path.join(repositoryRoot, 'src/server/features/bank-clients/wall-probe.ts') },
    );
    expect(result?.messages.map((message) => message.ruleId)).toEqual(['import-x/no-restricted-paths']);
  });
});
