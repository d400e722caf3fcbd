import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { serverWalls } from './scripts/eslint-server-walls.js';
import { webWalls } from './scripts/eslint-web-walls.js';

// Import direction (docs/architecture.md, 'Three floors and the import direction'; docs/style.md, 'One import
// direction'): domain <- server, domain <- web; never server <-> web.
const restrict = (patterns) => ['error', { patterns }];

// The password dictionaries (some 3 MB) are loaded by src/server/auth/password-policy.ts at its first
// check; the browser's sign-in download has no room for them (decision 0007).
const passwordDictionaries = {
  group: ['@zxcvbn-ts/*'],
  message: 'The password dictionaries stay on the server, loaded lazily by auth/password-policy.ts.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'src/server/db/migrations',
      'test-results',
      'playwright-report',
      'bench/results',
      // Files that break the walls on purpose, linted by src/server/walls.test.ts and scripts/eslint-web-walls.test.ts.
      'tests/lint-fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/server/**', '**/web/**'],
          message: 'src/domain is shared: it imports neither server nor web code.',
        },
        {
          group: ['node:*', 'react', 'react-dom', '@mantine/*'],
          message: 'src/domain is pure: no I/O, no Node APIs, no React.',
        },
        passwordDictionaries,
      ]),
    },
  },
  {
    // Tests of the domain may read the shipped data files.
    files: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/server/**', '**/web/**'], message: 'src/domain imports neither server nor web code.' },
      ]),
    },
  },
  {
    files: ['src/web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The one list for all web code: a later block that set this rule for a folder would replace it, and
      // the folder would lose these bans. The order of lib/, components/, features/ and app/ is a wall
      // (scripts/eslint-web-walls.js).
      'no-restricted-imports': restrict([
        {
          group: ['**/server/**'],
          message: 'Web code never imports server code; share it through src/domain.',
        },
        { group: ['node:*'], message: 'Web code runs in the browser.' },
        passwordDictionaries,
      ]),
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/web/**'], message: 'Server code never imports web code; share it through src/domain.' },
      ]),
      // A static import would load the dictionaries at start-up; import() in password-policy.ts does not.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ ...passwordDictionaries, allowTypeImports: true }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSNonNullExpression > MemberExpression[property.name='actor']",
          message:
            'Read the signed-in person with actorOf(request) (auth/guard.ts): typed, and a 401 if absent.',
        },
      ],
    },
  },
  // Feature walls on the server and in the web app (docs/architecture.md, 'Feature walls').
  ...serverWalls(import.meta.dirname),
  ...webWalls(import.meta.dirname),
);
