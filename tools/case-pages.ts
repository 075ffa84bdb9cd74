/**
 * tsx tools/case-pages.ts FILE SITE_URL: every page the flows' journey cases reach, each written as
 * a document of its own into FILE (JSON), for the browser tests to scan with axe
 * (tests/e2e/case-pages.spec.ts), so a page is scanned without being listed by hand. The cases run
 * as the studio's gallery runs them (studio/gallery/render.tsx: the site's own Vite configuration,
 * its components and copy, each case's services as the case answers them), and each page is the
 * gallery's document (the site's styles inline, its addresses resolved against SITE_URL). A page
 * is written once per flow and address: later cases that reach it again add nothing to scan.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import type { JourneyCase } from 'journey-engine/runtime';
import { createValidator, formatDiagnostic } from 'journey-engine/validate';
import { fail } from './command-line.ts';
import { flowSources, loadValidationProject, ROOT } from './project.ts';
import { galleryDocument, galleryStyles } from '../studio/server/gallery-document.ts';

export interface CasePage {
  flow: string;
  /** The first journey case that reaches the page. */
  journeyCase: string;
  step: string;
  location: string;
  document: string;
}

const [file, siteUrl] = process.argv.slice(2);
if (!file || !siteUrl) fail('Usage: tsx tools/case-pages.ts FILE SITE_URL');

const { diagnostics, flows } = createValidator(loadValidationProject())(flowSources());
if (diagnostics.length > 0) fail(diagnostics.map(formatDiagnostic).join('\n'));

const site = await createServer({ configFile: join(ROOT, 'vite.config.ts'), configLoader: 'native', server: { middlewareMode: true }, appType: 'custom', logLevel: 'warn' });
try {
  const { renderCasePages } = (await site.ssrLoadModule('/studio/gallery/render.tsx')) as typeof import('../studio/gallery/render.tsx');
  const styles = galleryStyles();
  const pages = new Map<string, CasePage>();
  for (const flow of flows.values()) {
    for (const journeyCase of (flow.tests ?? []) as JourneyCase[]) {
      const rendered = await renderCasePages(flow.id, journeyCase).catch((error: unknown) => {
        throw new Error(`${flow.id}, journey case "${journeyCase.name}": ${String(error)}`);
      });
      for (const page of rendered) {
        const key = `${flow.id} ${page.location}`;
        if (!pages.has(key))
          pages.set(key, { flow: flow.id, journeyCase: journeyCase.name, step: page.step, location: page.location, document: galleryDocument(page, styles, siteUrl) });
      }
    }
  }
  writeFileSync(file, JSON.stringify([...pages.values()]));
  console.log(`${pages.size} pages of ${new Set([...pages.values()].map((page) => page.flow)).size} flows' journey cases written to ${file}`);
} finally {
  await site.close();
}
