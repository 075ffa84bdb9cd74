import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importsByName, importsWithin } from './tools/eslint-imports-within.js';
import { noImportCycle } from './tools/eslint-no-import-cycle.js';

/** What the engine's framework-free parts may not import: Node (only its command line runs there alone), React, the React binding, and the product. */
const NOT_REACT_NOR_PRODUCT = [
  'node:*',
  'react',
  'react-*',
  'journey-engine-react',
  '**/components/**',
  '**/services/**',
  '**/sandbox/**',
  '**/copy/**',
  '**/config/**',
  '**/app/**',
  '**/tools/**',
  '../../operators/*',
  '../../../operators/*',
  '../../campaigns/*',
  '../../../campaigns/*',
];

const BROWSER_GLOBALS = ['window', 'document', 'fetch', 'localStorage', 'sessionStorage'];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-api/',
      'node_modules/',
      'schemas/generated/',
      'engine/journey-engine/src/dsl/flow.ts',
      'engine/*/dist/',
      'examples/*/dist/',
      'tests/engine-packages/',
      '**/test-results/',
      '**/playwright-report/',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, project: { rules: { 'no-import-cycle': noImportCycle, 'imports-within': importsWithin, 'imports-by-name': importsByName } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'project/no-import-cycle': 'error',
      'no-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Each package of the engine stands on its own: a site registers its types and definitions with
    // it (engine/journey-engine/README.md), and the binding uses the engine by its name too.
    files: ['engine/journey-engine/**/*.{ts,tsx}'],
    rules: { 'project/imports-within': ['error', 'engine/journey-engine'] },
  },
  {
    files: ['engine/journey-engine-react/**/*.{ts,tsx}'],
    rules: { 'project/imports-within': ['error', 'engine/journey-engine-react'] },
  },
  {
    // The example is another team's site: it reaches nothing of this repository but the engine.
    files: ['examples/reading-list/**/*.{ts,tsx}'],
    rules: { 'project/imports-within': ['error', 'examples/reading-list'] },
  },
  {
    // The site uses the engine as another team's site would: by the packages' names, so only
    // through their exports.
    files: ['**/*.{ts,tsx}'],
    ignores: ['engine/**'],
    rules: { 'project/imports-by-name': ['error', 'engine'] },
  },
  {
    // The pure core must not reach React, the DOM, the network, nor the product: its components,
    // services, sandbox, copy, configuration, site, tools, operators or campaigns (DESIGN.md, "Layout").
    files: ['engine/journey-engine/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...NOT_REACT_NOR_PRODUCT, '**/runtime/**'] }],
      'no-restricted-globals': ['error', ...BROWSER_GLOBALS],
    },
  },
  {
    // The journey runtime is framework-free and the product's nowhere: it reaches the browser, the
    // network and the product only through the ports a site gives it (history, services, storage).
    files: ['engine/journey-engine/src/runtime/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...NOT_REACT_NOR_PRODUCT, '**/schemas/**'] }],
      'no-restricted-globals': ['error', ...BROWSER_GLOBALS, 'location', 'history'],
    },
  },
  {
    // The browser's code takes from config/site.json the fields it reads, by name: the build then
    // ships those fields alone, not the whole file (company details, the CSP, reseller names).
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'services/**/*.ts', 'operators/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/config/site.json'], importNames: ['default'], message: 'import the fields the code reads by name: { consent } from config/site.json' }] },
      ],
    },
  },
  {
    // Components get compiled flows and facts from the binding (journey-engine-react), which names
    // the core's types they need too (its types.ts): no component imports the core. A step type's
    // own tests compile the flow they render it in.
    files: ['components/**/*.{ts,tsx}'],
    ignores: ['components/**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^journey-engine(/|$)', message: 'components take compiled flows, facts and their types from journey-engine-react' }] },
      ],
    },
  },
);
