/**
 * The shipped scripts carry the production builds of the libraries that have one for a bundler to
 * choose (React, react-dom, the scheduler: by NODE_ENV). A build that ran with a development
 * NODE_ENV shipped React's development code, a fifth larger and slower to hydrate, and every page
 * still worked. The build's source maps name each module a script was built from.
 * (react-router's package exports only its development build; it is not one of these.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHOSEN_BY_NODE_ENV = ['react/cjs/react', 'react/cjs/react-jsx-runtime', 'react-dom/cjs/react-dom-client', 'scheduler/cjs/scheduler'];

test('dist/assets holds the production builds of React, react-dom and the scheduler', () => {
  const assets = join(ROOT, 'dist', 'assets');
  const sources = readdirSync(assets)
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((file) => (JSON.parse(readFileSync(join(assets, file), 'utf8')) as { sources: string[] }).sources);
  for (const module of CHOSEN_BY_NODE_ENV) {
    // Both builds are in the library, so a bundle could take either.
    expect(existsSync(join(ROOT, 'node_modules', `${module}.development.js`)), `${module} has a development build`).toBe(true);
    expect(
      sources.some((source) => source.endsWith(`${module}.production.js`)),
      `${module}'s production build is shipped`,
    ).toBe(true);
    expect(sources.filter((source) => source.endsWith(`${module}.development.js`))).toEqual([]);
  }
});
