/**
 * npm run studio -- --export DIR: the studio's views as static HTML, for a review or a CI artifact,
 * written without a server or a browser: an index with the validator's findings, one page per
 * journey, offer and promotion with its diagram as SVG (the same ELK layout the studio draws) and
 * every node with its file:line, and the calendar with its problems.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Calendar } from './calendar.ts';
import type { LaidOutGraph } from './layout.ts';
import { studioModel } from './model.ts';
import { loadStudioProject } from './project.ts';
import { graphSvg } from './svg.ts';
import { escapeHtml } from '../sandbox/tester/page.ts';

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#1a1a2e}a{color:#3b2dbf}table{border-collapse:collapse}td,th{border:1px solid #ccd;padding:.25rem .5rem;text-align:left;vertical-align:top}.problem{color:#8a1010}svg{max-width:100%;height:auto}`;

function page(title: string, body: string, up = ''): string {
  return `<!doctype html>\n<html lang="nl">\n<head><meta charset="utf-8"><title>${escapeHtml(title)} · studio</title><style>${STYLE}</style></head>\n<body>${
    up ? `<p><a href="${up}">← Studio</a></p>` : ''
  }<h1>${escapeHtml(title)}</h1>\n${body}\n</body>\n</html>\n`;
}

/** The file name of a diagram's page: its kind and id. */
export function diagramFile(laid: LaidOutGraph): string {
  return `${laid.graph.kind}-${laid.graph.id.replace(/[^\w-]/g, '_')}.html`;
}

function diagramPage(laid: LaidOutGraph): string {
  const { graph } = laid;
  const rows = graph.nodes.map(
    (node) =>
      `<tr><td>${escapeHtml(node.label)}</td><td>${escapeHtml(node.kind)}</td><td>${escapeHtml(node.lines.join(' · '))}</td><td>${node.file ? escapeHtml(`${node.file}:${node.line ?? 1}`) : ''}</td></tr>`,
  );
  return page(
    graph.title,
    `<p>${escapeHtml(graph.file)}</p>\n${graphSvg(laid)}\n<h2>Knopen</h2><table><tr><th>knoop</th><th>soort</th><th>wat</th><th>bestand</th></tr>${rows.join('')}</table>`,
    'index.html',
  );
}

function calendarSection(calendar: Calendar): string {
  const problems = calendar.problems.map((problem) => `<li class="problem">${escapeHtml(problem.message)}</li>`).join('');
  const rows = calendar.items.map(
    (item) =>
      `<tr><td>${escapeHtml(item.title)}</td><td>${item.kind === 'promotion' ? 'actie' : 'aanbieding'}</td><td>${escapeHtml(item.from ?? '…')}</td><td>${escapeHtml(item.until ?? '…')}</td><td>${escapeHtml(
        item.plans.join(', '),
      )}</td><td>${escapeHtml(`${item.file}:${item.line}`)}</td></tr>`,
  );
  return `<h2>Kalender</h2>${problems ? `<ul>${problems}</ul>` : '<p>Geen overlap of gaten.</p>'}<table><tr><th>wat</th><th>soort</th><th>van</th><th>tot en met</th><th>plannen</th><th>bestand</th></tr>${rows.join('')}</table>`;
}

/** Writes the views into dir (emptied first) and answers how many files it wrote. */
export async function exportStudio(dir: string, flowsDir: string): Promise<number> {
  const model = await studioModel(loadStudioProject(flowsDir), 1);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const laid of model.diagrams) writeFileSync(join(dir, diagramFile(laid)), diagramPage(laid));
  const findings =
    model.diagnostics.length === 0 ? '<p>De validatie vond niets.</p>' : `<ul>${model.diagnostics.map((line) => `<li class="problem">${escapeHtml(line)}</li>`).join('')}</ul>`;
  const links = (kind: string): string =>
    `<ul>${model.diagrams
      .filter((laid) => laid.graph.kind === kind)
      .map((laid) => `<li><a href="${diagramFile(laid)}">${escapeHtml(laid.graph.title)}</a></li>`)
      .join('')}</ul>`;
  writeFileSync(
    join(dir, 'index.html'),
    page(
      'Studio',
      `<h2>Validatie</h2>${findings}<h2>Reizen</h2>${links('flow')}<h2>Aanbiedingen</h2>${links('offer')}<h2>Acties</h2>${links('promotion')}${calendarSection(model.calendar)}`,
    ),
  );
  return model.diagrams.length + 1;
}
