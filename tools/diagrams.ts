/**
 * npm run diagrams              writes a Mermaid diagram of every flow, partner offer and promotion
 *                               into docs/diagrams/, with an index (README.md), and removes those of
 *                               files that are gone
 * --out DIR                     writes DIR instead; the tests write elsewhere than the project
 *
 * The files are checked first, as npm run validate checks them: a diagram is drawn of valid files only.
 * The diagrams are made when asked for, not kept in the repository: a new offer needs no second
 * step, and the studio draws the same graphs live.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { formatDiagnostic } from 'journey-engine/validate';
import { projectGraphs, type FlowGraph } from '../studio/graph.ts';
import { graphMermaid } from '../studio/mermaid.ts';
import { loadStudioProject } from '../studio/project.ts';
import { commandLine } from './command-line.ts';
import { copyResources, ROOT } from './project.ts';

const USAGE = `npm run diagrams -- [--out MAP]

  Schrijft een Mermaid-diagram van elke reis, partneraanbieding en actie in docs/diagrams/ (of MAP),
  met een index (README.md), en haalt die van verdwenen bestanden weg.

  --out MAP   schrijft in MAP
  --help      deze uitleg`;

const { values } = commandLine(USAGE, { out: { type: 'string' } });
const out = values.out ?? join(ROOT, 'docs', 'diagrams');

const FOLDERS: Record<FlowGraph['kind'], string> = { flow: '', offer: 'offers/', promotion: 'promotions/' };
const HEADINGS: Record<FlowGraph['kind'], string> = { flow: 'Flows', offer: 'Partner offers', promotion: 'Promotions' };

/** Every file of the folder, by its path in it: one diagram per graph, and the index. */
function diagramFiles(graphs: readonly FlowGraph[]): Map<string, string> {
  const files = new Map(graphs.map((graph) => [`${FOLDERS[graph.kind]}${graph.id}.mmd`, graphMermaid(graph)]));
  const sections = (Object.keys(HEADINGS) as FlowGraph['kind'][]).flatMap((kind) => {
    const ofKind = graphs.filter((graph) => graph.kind === kind);
    return ofKind.length === 0
      ? []
      : [
          '',
          `## ${HEADINGS[kind]}`,
          '',
          ...ofKind.map((graph) => `- [${graph.title}](${FOLDERS[kind]}${graph.id}.mmd): \`${graph.file}\`, ${graph.nodes.length} nodes, ${graph.edges.length} edges`),
        ];
  });
  files.set(
    'README.md',
    [
      '# Journey diagrams',
      '',
      'Written by `npm run diagrams` from the flow, offer and promotion files, as the validator reads them; do not edit them by hand.',
      'Each is a Mermaid flowchart, read left to right:',
      "a flow's steps in order (`daarna`: the journey goes on), and labelled edges for its rules, guards (dashed, with their",
      "reason), the outcomes of its loads and service calls, its complete and its redirect routes; other flows' pages,",
      'external destinations and the not-found page as nodes of their own. The studio (`npm run studio`) shows the same graphs.',
      ...sections,
      '',
    ].join('\n'),
  );
  return files;
}

/** What is in the folder now, by its path in it (a removed flow's diagram included). */
function filesIn(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names.map((name) => name.split(sep).join('/')).filter((name) => name.endsWith('.mmd') || name === 'README.md');
}

const { result, sources } = loadStudioProject();
if (result.diagnostics.length > 0) {
  for (const diagnostic of result.diagnostics) console.error(formatDiagnostic(diagnostic));
  process.exit(1);
}
const files = diagramFiles(projectGraphs({ result, sources, copy: copyResources() }));
const read = (name: string): string | undefined => {
  try {
    return readFileSync(join(out, name), 'utf8');
  } catch {
    return undefined;
  }
};
const stale = [...files].filter(([name, text]) => read(name) !== text).map(([name]) => name);
const extra = filesIn(out).filter((name) => !files.has(name));
const shown = relative(process.cwd(), out) || '.';

for (const name of stale) {
  mkdirSync(dirname(join(out, name)), { recursive: true });
  writeFileSync(join(out, name), files.get(name) ?? '');
}
for (const name of extra) rmSync(join(out, name));
console.log(`${files.size} files in ${shown}: ${stale.length} written, ${extra.length} removed`);
