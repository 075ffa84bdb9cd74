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
import { join, relative } from 'node:path';
import { diagramFiles, writeDiagrams } from 'journey-engine/cli';
import { formatDiagnostic } from 'journey-engine/validate';
import { projectGraphs } from '../studio/graph.ts';
import { studioMermaid } from '../studio/mermaid.ts';
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

const { result, sources } = loadStudioProject();
if (result.diagnostics.length > 0) {
  for (const diagnostic of result.diagnostics) console.error(formatDiagnostic(diagnostic));
  process.exit(1);
}
const files = diagramFiles(projectGraphs({ result, sources, copy: copyResources() }), {
  sections: [
    { kind: 'flow', folder: '', heading: 'Flows' },
    { kind: 'offer', folder: 'offers/', heading: 'Partner offers' },
    { kind: 'promotion', folder: 'promotions/', heading: 'Promotions' },
  ],
  intro: [
    'Written by `npm run diagrams` from the flow, offer and promotion files, as the validator reads them; do not edit them by hand.',
    'Each is a Mermaid flowchart, read left to right:',
    "a flow's steps in order (`daarna`: the journey goes on), and labelled edges for its rules, guards (dashed, with their",
    "reason), the outcomes of its loads and service calls, its complete and its redirect routes; other flows' pages,",
    'external destinations and the not-found page as nodes of their own. The studio (`npm run studio`) shows the same graphs.',
  ],
  mermaid: studioMermaid,
});
const { written, removed } = writeDiagrams(out, files);
console.log(`${files.size} files in ${relative(process.cwd(), out) || '.'}: ${written} written, ${removed} removed`);
