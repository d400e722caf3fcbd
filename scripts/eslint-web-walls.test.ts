// The web app's feature walls (docs/architecture.md, 'Feature walls') are lint rules; these tests show that
// each one refuses what it should, as src/server/walls.test.ts does for the server. The walls are applied to
// a small tree of files that break them on purpose (tests/lint-fixtures/web-walls, which the normal lint
// skips), and the repository's own config is shown to apply them, and the ban on Node modules, to src/web.
// The test sits here rather than in src/web: web code and its tests run in the browser's environment and
// may not import Node modules, which ESLint is.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { webWalls } from './eslint-web-walls.js';
import { lintWallFixtures, refusal, type Finding } from './wall-fixtures.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '..');
const fixtureRoot = path.join(repositoryRoot, 'tests/lint-fixtures/web-walls');

/** What the walls say about each fixture file, by its path under src/web. */
let findings: Map<string, Finding[]>;

beforeAll(async () => {
  findings = await lintWallFixtures(fixtureRoot, 'src/web', webWalls(fixtureRoot));
});

describe('the web feature walls', () => {
  it('refuse a module of another feature past its public entry, from a feature, from app/ or from outside', () => {
    const pastEntry = refusal(
      'import-x/no-restricted-paths',
      'through its public entry, features/alpha/index.ts',
    );
    expect(findings.get('features/beta/past-entry.ts')).toEqual(pastEntry);
    expect(findings.get('app/past-entry.ts')).toEqual(pastEntry);
    expect(findings.get('main.ts')).toEqual(pastEntry);
  });

  it("refuse another feature's screen outside app/ and tests, and a public entry exposing a screen", () => {
    expect(findings.get('features/beta/borrows-screen.ts')).toEqual(
      refusal('import-x/no-restricted-paths', 'through its public entry, features/alpha/index.ts'),
    );
    expect(findings.get('features/gamma/index.ts')).toEqual(
      refusal('import-x/no-restricted-paths', 'A public entry does not expose screens'),
    );
  });

  it('refuse lib/ and components/ importing a feature or app/, and a feature importing app/', () => {
    const belowFeatures = refusal('import-x/no-restricted-paths', 'lib/ and components/ sit below');
    expect(findings.get('lib/uses-feature.ts')).toEqual(belowFeatures);
    expect(findings.get('components/uses-app.ts')).toEqual(belowFeatures);
    expect(findings.get('features/beta/uses-app.ts')).toEqual(
      refusal('import-x/no-restricted-paths', 'Features sit below app/'),
    );
  });

  it('refuse an import cycle', () => {
    expect(findings.get('features/delta/first.ts')).toEqual(refusal('import-x/no-cycle', 'Dependency cycle'));
    expect(findings.get('features/delta/second.ts')).toEqual(
      refusal('import-x/no-cycle', 'Dependency cycle'),
    );
  });

  it("allow a public entry, app/ loading a screen, and a test rendering another feature's screen", () => {
    for (const allowed of [
      'features/beta/through-entry.ts',
      'features/beta/renders-screen.test.tsx',
      'features/alpha/index.ts',
      'app/router.ts',
    ])
      expect(findings.get(allowed), allowed).toEqual([]);
  });

  describe("are part of the repository's lint of src/web", () => {
    const lint = async (text: string, file: string) => {
      const [result] = await new ESLint({ cwd: repositoryRoot }).lintText(text, {
        filePath: path.join(repositoryRoot, 'src/web', file),
      });
      return result?.messages.map((message) => message.ruleId);
    };

    it('refusing a feature past its public entry', async () => {
      const probe =
        "import { NotesPanel } from '../notes/notes-panel.tsx';\n\nexport const panel = NotesPanel;\n";
      expect(await lint(probe, 'features/admin-clients/wall-probe.ts')).toEqual([
        'import-x/no-restricted-paths',
      ]);
    });

    it('refusing Node modules in every folder', async () => {
      const probe = "import path from 'node:path';\n\nexport const join = path.join;\n";
      for (const file of ['lib/probe.ts', 'components/probe.ts', 'features/news/probe.ts', 'app/probe.ts'])
        expect(await lint(probe, file), file).toEqual(['no-restricted-imports']);
    });
  });
});
