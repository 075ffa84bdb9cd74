/**
 * npm run studio -- --export DIR: the studio's views as static HTML, written with no server and no
 * browser (npm test writes it too): an index, one page per journey, offer and promotion with its
 * diagram as SVG, and the calendar.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { exportStudio } from '../../studio/export.ts';
import { FLOWS_DIR } from '../../tools/project.ts';
import { projectFlows } from '../support/project-flows.ts';

const dir = mkdtempSync(join(tmpdir(), 'studio-export-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('writes one page with an SVG diagram per flow, each step a node with its file:line, and an index linking them', async () => {
  await exportStudio(dir, FLOWS_DIR);
  const files = readdirSync(dir);
  const flows = projectFlows();
  expect(files.filter((file) => file.startsWith('flow-')).sort()).toEqual(flows.map((flow) => `flow-${flow.id}.html`).sort());
  const index = readFileSync(join(dir, 'index.html'), 'utf8');
  for (const flow of flows) expect(index).toContain(`href="flow-${flow.id}.html"`);
  expect(index).toContain('Black Friday');
  const registration = readFileSync(join(dir, 'flow-registration.html'), 'utf8');
  expect(registration.match(/<svg[\s>]/g)).toHaveLength(1);
  for (const step of flows.find((flow) => flow.id === 'registration')?.steps ?? [])
    expect(registration).toMatch(new RegExp(`<tr><td>${step.id}</td><td>step</td><td>[^<]*</td><td>[^<]*registration\\.flow\\.json:\\d+</td></tr>`));
  expect(files.some((file) => file.startsWith('offer-'))).toBe(true);
  expect(files.some((file) => file.startsWith('promotion-'))).toBe(true);
});
