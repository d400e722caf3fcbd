// The walls between the web app's features (docs/architecture.md, 'Feature walls'), as ESLint config for the
// tree under `root`, in the shape of eslint-server-walls.js. eslint.config.js applies it to the repository;
// eslint-web-walls.test.ts applies it to the small tree in tests/lint-fixtures/web-walls/ to show that each wall
// refuses what it should. Plain JavaScript, so that any Node that runs ESLint loads it;
// eslint-web-walls.d.ts gives its type to the TypeScript test.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { importXSetup } from './eslint-server-walls.js';

const webFiles = ['src/web/**/*.{ts,tsx}'];
const webTests = ['src/web/**/*.test.{ts,tsx}'];
// A screen is what app/ shows for an address, loaded with React.lazy so that it downloads when it is first
// shown (decision 0007). Its module is named for it: a page, a start screen's dashboard, or a redirect.
const screenModules = '*-{page,dashboard,redirect}.tsx';

/** Every folder under src/web/features, so a new feature is walled in without touching this file. */
function featureNames(root) {
  return readdirSync(path.join(root, 'src/web/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Everything but the feature itself reaches it only through its public entry, index.ts. app/, the
 * composition root, may also import the feature's screens, each lazily: through index.ts every screen would
 * land in one chunk. A test may render another feature's screen too (the sign-in page an account deletion
 * ends on).
 */
function publicEntryZones(root, { screensForAll }) {
  return featureNames(root).flatMap((name) => {
    const from = [`src/web/features/${name}/**`];
    // Matched against the resolved absolute path, hence the leading **.
    const entry = `**/src/web/features/${name}/index.ts`;
    const screens = `**/src/web/features/${name}/${screenModules}`;
    const message = `Import the ${name} feature through its public entry, features/${name}/index.ts (docs/architecture.md, 'Feature walls').`;
    return [
      {
        target: [`src/web/features/!(${name})/**`, 'src/web/!(features|app)/**', 'src/web/*.{ts,tsx}'],
        from,
        except: screensForAll ? [entry, screens] : [entry],
        message,
      },
      {
        target: ['src/web/app/**'],
        from,
        except: [entry, screens],
        message: `${message} app/ may also load its screens (${screenModules}).`,
      },
    ];
  });
}

const screenZones = [
  {
    target: ['src/web/features/*/index.ts'],
    from: [`src/web/features/*/${screenModules}`],
    message: 'A public entry does not expose screens: app/ loads each lazily, in a chunk of its own.',
  },
];

const layerZones = [
  {
    target: ['src/web/lib/**', 'src/web/components/**'],
    from: ['src/web/features/**', 'src/web/app/**'],
    message:
      'lib/ and components/ sit below the features and app/ and never import them: move the piece down, or take it as a prop (docs/architecture.md, "Feature walls").',
  },
  {
    target: ['src/web/features/**'],
    from: ['src/web/app/**'],
    message: 'Features sit below app/ and never import it.',
  },
];

/** The walls for the tree whose src/web is under `root`. */
export function webWalls(root) {
  const walls = (zones) => ['error', { basePath: root, zones }];
  return [
    {
      files: webFiles,
      ...importXSetup,
      rules: {
        'import-x/no-restricted-paths': walls([
          ...publicEntryZones(root, { screensForAll: false }),
          ...screenZones,
          ...layerZones,
        ]),
      },
    },
    {
      files: webTests,
      rules: {
        'import-x/no-restricted-paths': walls([
          ...publicEntryZones(root, { screensForAll: true }),
          ...screenZones,
          ...layerZones,
        ]),
      },
    },
    {
      files: webFiles,
      // Nothing imports a test, so no test is part of a cycle. Type-only imports are ignored: they leave
      // nothing to load at run time.
      ignores: webTests,
      rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
    },
  ];
}
