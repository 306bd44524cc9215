// Lint, and the architecture's boundaries as rules (docs/decisions/0017-lint-boundaries.md):
// domain/ is shared by both sides and imports neither; the API never imports the PWA; a feature
// never imports another feature; shared PWA code never imports a feature or the app shell; no two
// modules import each other, even through others or a type (docs/decisions/0127-no-import-circles.md).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./pwa/src/features/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// Relative paths that climb two or more folders: use #pwa/*, #api/* or #domain/* instead.
const CLIMBING = { regex: String.raw`^(\.\./){2,}`, message: 'Use the #pwa/*, #api/* or #domain/* alias instead of ../../' };
// Regexes, not gitignore-style groups: in those a leading '#' starts a comment and matches nothing.
const SERVER = { regex: String.raw`^#api/|/edge-api/`, message: 'The PWA never imports the API: shared code belongs in domain/.' };
const CLIENT = { regex: String.raw`^#pwa/|/pwa/`, message: 'The API never imports the PWA: shared code belongs in domain/.' };

const SHARED = { regex: String.raw`^#(pwa|api)/|/(pwa|edge-api)/`, message: 'domain/ is shared by both sides and imports neither pwa/ nor edge-api/.' };

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: [CLIMBING, ...patterns] }] });

export default tseslint.config(
  { ignores: ['dist/**', 'dev-dist/**', 'node_modules/**', '.wrangler/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-control-regex': 'off',
      ...restrict(),
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // Specifiers name their .ts file and the # aliases are package.json "imports": Node's resolution finds both.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // Imported files are read with every `import type` taken as a value import (ADR 0127).
      'import-x/parsers': { [fileURLToPath(new URL('./scripts/lint-imports-parser.js', import.meta.url))]: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['pwa/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['domain/**/*.ts'],
    ignores: ['domain/**/*.test.ts'],
    rules: restrict(SHARED, {
      regex: String.raw`^(node:|react(-dom)?$|react/|dexie|hono|postgres$|@electric-sql/)`,
      message: 'domain/ runs on both sides: no Node, DOM, database or framework imports.',
    }),
  },
  { files: ['domain/**/*.test.ts'], rules: restrict(SHARED) },
  { files: ['edge-api/**/*.ts', 'sql/**/*.ts'], rules: restrict(CLIENT) },
  { files: ['pwa/src/**/*.{ts,tsx}'], rules: restrict(SERVER) },
  {
    // Shared code sits below the features and the app shell.
    files: ['pwa/src/{components,hooks,lib,stores,sync,config}/**/*.{ts,tsx}'],
    rules: restrict(SERVER, {
      regex: String.raw`^#pwa/(features|app)/`,
      message: 'Shared code never imports a feature or the app shell.',
    }),
  },
  ...features.map((name) => ({
    files: [`pwa/src/features/${name}/**/*.{ts,tsx}`],
    rules: restrict(SERVER, {
      regex: String.raw`^#pwa/(app/|features/(?!${name}/))`,
      message: `A feature never imports another feature or the app shell: move what ${name} shares to components/, hooks/ or lib/.`,
    }),
  })),
);
