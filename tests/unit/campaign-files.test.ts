/** The campaign files as one list every reader holds: a saved file reaches them all on reread (npm run dev); a file that does not parse changes nothing. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { campaignFiles } from '../../sandbox/campaign-files.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

it('reads the files of its kind in name order, again into the same list, and keeps the last good ones when a file does not parse', () => {
  const dir = mkdtempSync(join(tmpdir(), 'campaigns-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'b.offer.json'), '{ "id": "b" }');
  writeFileSync(join(dir, 'a.offer.json'), '{ "id": "a" }');
  writeFileSync(join(dir, 'c.promotion.json'), '{ "id": "c" }');
  const { files, reread } = campaignFiles<{ id: string }>(dir, '.offer.json');
  const held = files;
  expect(files.map((file) => file.id)).toEqual(['a', 'b']);

  writeFileSync(join(dir, 'a.offer.json'), '{ "id": "a2" }');
  reread();
  expect(held.map((file) => file.id)).toEqual(['a2', 'b']);

  writeFileSync(join(dir, 'b.offer.json'), '{ "id": ');
  expect(reread).toThrow(SyntaxError);
  expect(held.map((file) => file.id)).toEqual(['a2', 'b']);
});
