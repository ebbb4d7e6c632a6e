import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import rules shared by several blocks below (a later block's options replace an earlier one's for the same files).
const PURE_PACKAGES = {
  group: ['node:*', 'fs', 'path', 'react', 'fastify', '@clearcart/server*', '@clearcart/web*'],
  message: 'packages stay pure',
};
const WEB_PACKAGES = {
  regex: '^@clearcart/(?!contracts(/[a-z-]+)?$|api-client$|text$|engine/view$)',
  message: 'the web imports only the contracts, the shared text rules and the shopper view (decision 050)',
};
// The first screen (drawn by the server, adopting, adopted) is used through one interface: first-screen/index.ts.
// Its stylesheet exports nothing: the frame imports it itself, in its place among the app's styles (decision 111).
const FIRST_SCREEN_INSIDE = {
  regex: '(^|/)first-screen/(?!index\\.ts$|first-screen\\.css$)',
  message: 'outside web/src/first-screen/, import the first screen from first-screen/index.ts',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'packages/api-client/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'test-results/**',
      '.cache/**',
      'scripts/**/*.mjs',
      'scripts/**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js', 'vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/only-throw-error': 'error',
      // An async function without await is a fine way to return a promise of a plain value.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // No import cycles anywhere: a module's dependencies never lead back to it.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'web/src/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // The engine, the knowledge base and the label reader are pure: no I/O, no platform, no app code.
    files: [
      'packages/engine/src/**/*.ts',
      'packages/knowledge/src/**/*.ts',
      'packages/contracts/src/**/*.ts',
      'packages/label/src/**/*.ts',
    ],
    ignores: ['**/*.test.ts', '**/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [PURE_PACKAGES],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'process', 'setTimeout', 'XMLHttpRequest', 'console', 'Date'],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'the engine takes no clock' },
        { object: 'Math', property: 'random', message: 'the engine is deterministic' },
      ],
    },
  },
  {
    // The engine receives the knowledge from its callers: it imports the knowledge's types, never the data.
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [PURE_PACKAGES],
          paths: [
            {
              name: '@clearcart/knowledge',
              allowTypeImports: true,
              message: 'the engine receives the knowledge from its callers',
            },
          ],
        },
      ],
    },
  },
  {
    // The web speaks to the server through the contracts only; the engine and the knowledge stay on the server.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [WEB_PACKAGES, FIRST_SCREEN_INSIDE],
        },
      ],
    },
  },
  {
    // Features do not import each other: the app's routes compose them (web/src/app).
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WEB_PACKAGES,
            FIRST_SCREEN_INSIDE,
            { regex: '^\\.\\./\\.\\./(?!\\.\\./)', message: 'features do not import each other; compose them in app/' },
          ],
        },
      ],
    },
  },
  {
    // The engine on the device (issue 33): one module of the web runs the engine and holds the knowledge, in a chunk
    // of its own that loads only when the shopper uses offline products (docs/decisions/032-offline-pack.md).
    files: ['web/src/features/offline/engine/device-engine.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { ...WEB_PACKAGES, regex: '^@clearcart/(?!contracts(/[a-z-]+)?$|api-client$|text$|engine$|knowledge$)' },
            FIRST_SCREEN_INSIDE,
          ],
        },
      ],
    },
  },
  {
    // Routes are HTTP to service and back: the services hold the rules and reach the store, the routes never do
    // (docs/decisions/103-routes-through-services.md).
    files: ['server/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)store/',
              message: 'routes call services; the store and its repositories are reached through them',
            },
            {
              regex: '(^|/)services\\.ts$',
              importNames: ['Services'],
              message: 'routes take RouteServices: the services, without the store and its repositories',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Hooks return objects of functions (`const { signIn } = useAuth()`); none of them uses `this`.
      '@typescript-eslint/unbound-method': 'off',
      // An async handler on a JSX attribute is React's normal way to act on an event.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // The service worker is plain browser JavaScript served as it is: linted without types.
    files: ['web/public/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      parserOptions: { projectService: false, project: null },
      globals: { self: 'readonly', caches: 'readonly', fetch: 'readonly', Response: 'readonly', URL: 'readonly' },
    },
  },
);
