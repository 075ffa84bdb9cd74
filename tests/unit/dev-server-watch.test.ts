/**
 * The dev server reloads the flows when a file the validator reads changes, without the site
 * naming what to watch: a site that set nothing served stale (and invalid) flows until restarted.
 */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { ViteDevServer } from 'vite';
import { journeyEngine } from 'journey-engine/vite';
import { compileContext } from '../../tools/compiled-logic.ts';
import { FLOWS_DIR, loadValidationProject, projectFiles } from '../../tools/project.ts';

it('reloads the page when a flow, shared conditions or guards change, and leaves any other file to Vite', () => {
  const plugin = journeyEngine({ validation: { project: () => loadValidationProject(), files: () => projectFiles() }, compile: () => compileContext(FLOWS_DIR) });
  const sent: unknown[] = [];
  const server = { moduleGraph: { idToModuleMap: new Map() }, ws: { send: (message: unknown) => sent.push(message) } } as unknown as ViteDevServer;
  const hotUpdate = plugin.handleHotUpdate as (context: { file: string; server: ViteDevServer }) => unknown;

  expect(hotUpdate({ file: join(FLOWS_DIR, 'home.flow.json'), server })).toEqual([]);
  expect(sent).toEqual([{ type: 'full-reload' }]);
  expect(hotUpdate({ file: join(FLOWS_DIR, 'conditions.json'), server })).toEqual([]);
  expect(hotUpdate({ file: join(FLOWS_DIR, '..', 'app', 'main.tsx'), server })).toBeUndefined();
  expect(sent).toHaveLength(2);
});
