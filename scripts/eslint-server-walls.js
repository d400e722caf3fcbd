// The walls between the server's features (docs/architecture.md, 'Feature walls'), as ESLint config for the
// tree under `root`. eslint.config.js applies it to the repository; src/server/walls.test.ts applies it to
// the small tree in tests/lint-fixtures/ to show that each wall refuses what it should. Plain JavaScript, so
// that any Node that runs ESLint loads it; eslint-server-walls.d.ts gives its type to the TypeScript test.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const serverFiles = ['src/server/**/*.ts'];
const lowerLayers = ['src/server/platform/**', 'src/server/auth/**', 'src/server/db/**'];
// A route module is a Fastify plugin of HTTP routes; app.ts alone registers them.
const routeModules = 'src/server/features/*/{routes,*-routes}.ts';

/** import-x with the resolver and extensions every wall needs; eslint-web-walls.js uses it too. */
export const importXSetup = {
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver()],
    // Without the TypeScript extensions import-x skips every .ts module it reaches, and no-cycle sees no
    // cycle at all (the fixtures in walls.test.ts caught this).
    'import-x/extensions': ['.ts', '.tsx', '.js'],
  },
};

/** Every folder under src/server/features, so a new feature is walled in without touching this file. */
function featureNames(root) {
  return readdirSync(path.join(root, 'src/server/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Everything but the feature itself reaches it only through its public entry, index.ts. app.ts, the
 * composition root, is the one exception: it registers each feature's route plugins from their modules.
 */
function publicEntryZones(root) {
  return featureNames(root).map((name) => ({
    target: [`src/server/features/!(${name})/**`, 'src/server/!(features)/**', 'src/server/!(app).ts'],
    from: [`src/server/features/${name}/**`],
    // Matched against the resolved absolute path, hence the leading **.
    except: [`**/src/server/features/${name}/index.ts`],
    message: `Import the ${name} feature through its public entry, features/${name}/index.ts (docs/architecture.md, 'Feature walls').`,
  }));
}

const routeZones = [
  {
    target: [routeModules],
    from: [routeModules],
    message: 'A route module never imports another: what both need belongs in a service or in platform/.',
  },
  {
    target: ['src/server/features/*/index.ts'],
    from: [routeModules],
    message: 'A public entry does not expose route modules: app.ts registers them.',
  },
];

const layerZones = [
  {
    target: lowerLayers,
    from: ['src/server/features/**'],
    message:
      'platform/, auth/ and db/ sit below the features and never import them (docs/architecture.md, "Feature walls").',
  },
];

/** The walls for the tree whose src/server is under `root`. */
export function serverWalls(root) {
  const walls = (zones) => ['error', { basePath: root, zones }];
  const featureZones = [...publicEntryZones(root), ...routeZones];
  return [
    {
      files: serverFiles,
      ...importXSetup,
      rules: {
        'import-x/no-restricted-paths': walls(featureZones),
      },
    },
    {
      files: serverFiles,
      // Nothing imports a test, so no test is part of a cycle; leaving them out cuts the rule's time to a
      // third, as most tests reach the whole app.
      ignores: ['**/*.test.ts'],
      // Type-only imports are ignored: they leave nothing to load at run time.
      rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
    },
    {
      // A test is not part of the layer it sits in: auth's session tests drive the accounts feature (through
      // its public entry) to show that deactivation ends sessions.
      files: lowerLayers,
      ignores: ['**/*.test.ts'],
      rules: { 'import-x/no-restricted-paths': walls([...featureZones, ...layerZones]) },
    },
  ];
}
