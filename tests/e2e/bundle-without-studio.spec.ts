/**
 * The studio is for development only: none of its code and none of its libraries (React Flow, ELK,
 * axe-core) reaches the site's production bundle. Each mark is first found in the library itself,
 * so the check would see it if a bundle took it in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// The specs run in Playwright's loader, which cannot import the tools (their JSON imports): the root is found from here.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const marks: [library: string, file: string, mark: string][] = [
  ['@xyflow/react', 'node_modules/@xyflow/react/dist/esm/index.js', 'react-flow__node'],
  ['elkjs', 'node_modules/elkjs/lib/elk.bundled.js', 'org.eclipse.elk'],
  ['axe-core', 'node_modules/axe-core/axe.min.js', 'axe-core'],
  // The studio's own views and server.
  ['studio', 'studio/app/DiagramView.tsx', 'journey-node'],
  ['studio', 'studio/app/AxeResult.tsx', 'axe scant'],
];

test('no studio code or dependency is in dist/assets', () => {
  const assets = join(ROOT, 'dist', 'assets');
  const bundle = readdirSync(assets)
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
  expect(bundle.length).toBeGreaterThan(0);
  for (const [library, file, mark] of marks) {
    expect(readFileSync(join(ROOT, file), 'utf8'), `${library} has the mark ${mark}`).toContain(mark);
    expect(bundle.includes(mark), `${library} (${mark}) is in dist/assets`).toBe(false);
  }
});
