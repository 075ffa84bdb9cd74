/** The flows are validated inside Vite: a production build with one broken flow fails, naming the error. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, expect, it } from 'vitest';
import { FLOWS_DIR, ROOT } from '../../tools/project.ts';
import { journeyFlows } from '../../tools/vite-plugin-flows.ts';

const flowsDir = mkdtempSync(join(tmpdir(), 'flows-'));
afterAll(() => rmSync(flowsDir, { recursive: true, force: true }));

it('fails the build with the located error of a broken flow', async () => {
  cpSync(FLOWS_DIR, flowsDir, { recursive: true });
  const home = join(flowsDir, 'home.flow.json');
  const broken = readFileSync(home, 'utf8').replace('"home.title"', '"home.titel"');
  writeFileSync(home, broken);
  // Where the broken key stands: its line, and the column of its opening quote.
  const lines = broken.slice(0, broken.indexOf('"home.titel"')).split('\n');
  const at = `${lines.length}:${(lines.at(-1)?.length ?? 0) + 1}`;
  const building = build({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    plugins: [journeyFlows({ flowsDir })],
    build: { write: false },
  });
  await expect(building).rejects.toThrow(`home.flow.json:${at}  unknown-copy-key  no copy key "home.titel" in copy/nl (at /steps/0/props/title)`);
});

it('fails the build of a site without a not-found page, where an unknown address would have nowhere to go', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'flows-without-404-'));
  try {
    cpSync(FLOWS_DIR, dir, { recursive: true });
    const errors = join(dir, 'pages', 'errors.flow.json');
    writeFileSync(errors, readFileSync(errors, 'utf8').replace('"status": 404', '"status": 200'));
    const building = build({ root: ROOT, configFile: false, logLevel: 'silent', plugins: [journeyFlows({ flowsDir: dir })], build: { write: false } });
    await expect(building).rejects.toThrow('no flow has a not-found page: give one step "status": 404');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
