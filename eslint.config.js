import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importsWithin } from './tools/eslint-imports-within.js';
import { noImportCycle } from './tools/eslint-no-import-cycle.js';

/** What the engine's framework-free parts may not import: React, the React binding, and the product. */
const NOT_REACT_NOR_PRODUCT = [
  'react',
  'react-*',
  '**/engine/react/**',
  '../react/*',
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
  { ignores: ['dist/', 'node_modules/', 'schemas/generated/', 'engine/dsl/flow.ts', 'test-results/', 'playwright-report/'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, project: { rules: { 'no-import-cycle': noImportCycle, 'imports-within': importsWithin } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'project/no-import-cycle': 'error',
      'no-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // The engine stands on its own: a site registers its types and definitions with it (engine/README.md).
    files: ['engine/**/*.{ts,tsx}'],
    rules: { 'project/imports-within': ['error', 'engine'] },
  },
  {
    // The pure core must not reach React, the DOM, the network, nor the product: its components,
    // services, sandbox, copy, configuration, site, tools, operators or campaigns (DESIGN.md, "Layout").
    files: ['engine/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...NOT_REACT_NOR_PRODUCT, '**/engine/runtime/**', '../runtime/*'] }],
      'no-restricted-globals': ['error', ...BROWSER_GLOBALS],
    },
  },
  {
    // The journey runtime is framework-free and the product's nowhere: it reaches the browser, the
    // network and the product only through the ports a site gives it (history, services, storage).
    files: ['engine/runtime/**/*.ts'],
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
    // Components get compiled flows and facts from the runtime (engine/react), which names the
    // core's types they need too (engine/react/types.ts): no component imports the core.
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/engine/core/**'], message: 'components take compiled flows, facts and their types from engine/react' }] },
      ],
    },
  },
);
