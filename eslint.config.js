import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'schemas/generated/', 'test-results/', 'playwright-report/'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // The pure core must not reach React, the DOM, the network, nor the product: its components,
    // services, sandbox, copy, configuration, site, tools, operators or campaigns (DESIGN.md, "Layout").
    files: ['engine/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
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
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'sessionStorage'],
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
