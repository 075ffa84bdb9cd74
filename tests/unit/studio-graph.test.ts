/**
 * The studio's journey diagrams (issue 29): the graph of a flow, an offer and a promotion as the
 * validator reads them, its layout, its SVG and Mermaid text, and npm run diagrams.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createValidator } from 'journey-engine/validate';
import { projectGraphs, type FlowGraph, type GraphNode } from '../../studio/graph.ts';
import { layoutGraph } from '../../studio/layout.ts';
import { studioMermaid } from '../../studio/mermaid.ts';
import { graphSvg } from '../../studio/svg.ts';
import { copyResources, flowSources, loadValidationProject, readJson, ROOT } from '../../tools/project.ts';
import { runTool } from '../support/run-tool.ts';

const sources = flowSources();
const result = createValidator(loadValidationProject())(sources);
const graphs = projectGraphs({ result, sources, copy: copyResources() });

function graphOf(kind: FlowGraph['kind'], id: string): FlowGraph {
  const graph = graphs.find((candidate) => candidate.kind === kind && candidate.id === id);
  if (!graph) throw new Error(`no ${kind} graph ${id}`);
  return graph;
}

const REGISTRATION_FILE = 'flows/registration/registration.flow.json';
const registration = graphOf('flow', 'registration');
const registrationSteps = readJson<{ steps: { id: string }[] }>(join(ROOT, REGISTRATION_FILE)).steps.map((step) => step.id);
const nodeAt = (graph: FlowGraph, id: string): GraphNode | undefined => graph.nodes.find((node) => node.id === id);
const showing = (graph: FlowGraph, line: string): GraphNode | undefined => graph.nodes.find((node) => node.lines.includes(line));

describe('the graph of a flow', () => {
  it('has a node for every step of registration, in order, each at the line of the file where the step starts', () => {
    expect(registrationSteps).toHaveLength(7);
    const lines = readFileSync(join(ROOT, REGISTRATION_FILE), 'utf8').split('\n');
    const steps = registration.nodes.filter((node) => node.kind === 'step');
    expect(steps.map((node) => node.label)).toEqual(registrationSteps);
    for (const node of steps) {
      expect(node.file).toBe(REGISTRATION_FILE);
      // The step's object opens on its line, and its id follows.
      expect(lines[(node.line ?? 0) - 1]?.trim()).toBe('{');
      expect(lines[node.line ?? 0]).toContain(`"id": "${node.label}"`);
    }
    const email = nodeAt(registration, 'step:email');
    expect(email?.lines).toEqual(expect.arrayContaining(['form', '/aanmelden/email', 'scherm signup-email', 'overgeslagen als !needsEmailStep']));
    expect(email?.copy?.['registration.email.title']).toMatch(/\w/);
    expect(email?.copy?.['common.continue']).toBe((copyResources().common as Record<string, string>).continue);
    expect(email?.props).toMatchObject({ id: 'email', path: 'email' });
  });

  it("draws the e-mail step's Black Friday guard, with its reason, to the deal-over page of the notifications", () => {
    const dealOver = showing(registration, '/meldingen/black-friday-is-voorbij');
    expect(dealOver).toMatchObject({ kind: 'flow', label: 'notifications', target: 'notifications', file: 'flows/pages/notifications.flow.json' });
    const guard = registration.edges.find((edge) => edge.from === 'step:email' && edge.to === dealOver?.id);
    expect(guard?.kind).toBe('guard');
    expect(guard?.label).toMatch(/^een Black Friday-aanmeldlink na Black Friday/);
  });

  it("goes from step to step in order, routes the e-mail check's outcomes and draws the complete's identity.register outcomes", () => {
    const next = registration.edges.filter((edge) => edge.kind === 'next' && edge.label === 'daarna').map((edge) => [edge.from, edge.to]);
    expect(next).toEqual([...registrationSteps.slice(1).map((id, index) => [`step:${registrationSteps[index]}`, `step:${id}`]), ['step:privacy', 'end']]);
    expect(registration.edges).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: 'step:email', to: 'step:password', kind: 'outcome', label: 'checkEmail: available' }),
        // A refusal comes back to the step itself, which shows its message.
        expect.objectContaining({ from: 'step:email', to: 'step:email', kind: 'outcome', label: 'checkEmail: taken, tooManyAttempts, error' }),
        expect.objectContaining({ from: 'end', to: showing(registration, '/aanmelden/verifieer-email')?.id, kind: 'complete', label: 'register: success' }),
        expect.objectContaining({ from: 'end', to: 'step:email', kind: 'complete', label: 'register: emailAlreadyExists' }),
      ]),
    );
    expect(nodeAt(registration, 'end')).toMatchObject({ kind: 'end', lines: ['roept identity.register aan'] });
    expect(nodeAt(registration, 'route:/aanmelden/null')).toMatchObject({ kind: 'route', lines: ['doorverwijzing (301)'] });
  });

  it('joins every edge of every graph to nodes of that graph, with ids unique in it', () => {
    expect(graphs.filter((graph) => graph.kind === 'flow')).toHaveLength(result.flows.size);
    for (const graph of graphs) {
      const ids = graph.nodes.map((node) => node.id);
      expect(new Set(ids).size, graph.id).toBe(ids.length);
      expect(new Set(graph.edges.map((edge) => edge.id)).size, graph.id).toBe(graph.edges.length);
      for (const edge of graph.edges) expect(ids, `${graph.id}: ${edge.id}`).toEqual(expect.arrayContaining([edge.from, edge.to]));
    }
  });

  it('is the same graph for the same files', () => {
    expect(projectGraphs({ result, sources, copy: copyResources() })).toEqual(graphs);
  });
});

describe('the graph of a partner offer and of a promotion', () => {
  it("shows an offer's routes, the partner flow's landing page and the plan it adds", () => {
    const offer = graphOf('offer', 'albert-heijn');
    expect(offer.nodes[0]).toMatchObject({ kind: 'offer', label: 'Albert Heijn', file: 'flows/partners/albert-heijn.offer.json', line: 1 });
    expect(offer.nodes[0]?.lines).toContain('1 september 2026 t/m 28 februari 2027');
    expect(nodeAt(offer, 'route:/albert-heijn')).toMatchObject({ kind: 'route', lines: ['landingspagina'] });
    expect(nodeAt(offer, 'route:/ah')).toMatchObject({ kind: 'route', lines: ['alias'] });
    expect(nodeAt(offer, 'plan:ah-12-maanden')?.lines).toEqual(['tier essential', '12 maanden gratis, betaald door Albert Heijn']);
    const landing = offer.nodes.find((node) => node.kind === 'flow' && node.target === 'partner');
    expect(landing?.lines).toEqual(['/partner/:plan', 'stap landing']);
    expect(offer.edges).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: 'offer:albert-heijn', to: 'plan:ah-12-maanden', kind: 'adds' }),
        expect.objectContaining({ from: 'route:/ah', to: landing?.id, label: 'toont' }),
        expect.objectContaining({ from: 'route:/albertheijn', to: 'route:/albert-heijn', kind: 'redirect', label: '301' }),
        expect.objectContaining({ from: landing?.id, to: showing(offer, '/abonnementen')?.id, label: 'actie voorbij' }),
      ]),
    );
  });

  it("shows a promotion's plans with their prices, the slugs it takes over and its page after the end", () => {
    const promotion = graphOf('promotion', 'black-friday-2025');
    expect(nodeAt(promotion, 'plan:basis-black-friday')).toMatchObject({ kind: 'plan', label: 'BasisBlackFriday2025' });
    // Through the pages' one price formatter, whose euros Intl writes with a no-break space.
    expect(nodeAt(promotion, 'plan:basis-black-friday')?.lines).toContainEqual(expect.stringMatching(/^€\s3,99 per maand, de eerste 6 maanden \(in plaats van €\s5,99\)$/));
    expect(promotion.edges).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: 'slug:plus-2-weken', to: 'plan:plus-black-friday', kind: 'redirect' }),
        expect.objectContaining({ from: 'promotion:black-friday-2025', to: showing(promotion, '/meldingen/black-friday-is-voorbij')?.id, label: 'na afloop' }),
      ]),
    );
  });
});

describe('the layout, the SVG and the Mermaid text', () => {
  it('places every node of registration, none over another, and routes every edge', async () => {
    const laid = await layoutGraph(registration);
    const boxes = registration.nodes.map((node) => ({ id: node.id, box: laid.nodes[node.id] }));
    for (const { id, box } of boxes) {
      expect(box, id).toBeDefined();
      expect(box?.width, id).toBeGreaterThanOrEqual(160);
      expect(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= laid.width && box.y + box.height <= laid.height, id).toBe(true);
    }
    for (const [index, { id, box: a }] of boxes.entries()) {
      for (const { id: other, box: b } of boxes.slice(index + 1)) {
        const apart = !a || !b || a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${id} and ${other} overlap`).toBe(true);
      }
    }
    for (const edge of registration.edges) expect(laid.edges[edge.id]?.points.length, edge.id).toBeGreaterThanOrEqual(2);
    // A journey reads left to right: its start before its first step, each step before the next.
    const x = (id: string) => laid.nodes[id]?.x ?? Number.NaN;
    expect(x('flow:registration')).toBeLessThan(x('step:email'));
    expect(x('step:email')).toBeLessThan(x('step:password'));
  });

  it('writes a well-formed SVG with a node group and label for every node, the same twice', async () => {
    const svg = graphSvg(await layoutGraph(registration));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*role="img"/);
    expect(svg).toContain('<title id="flow-registration-title">registration: /aanmelden</title>');
    expect(svg.match(/<g class="node"/g)).toHaveLength(registration.nodes.length);
    expect(svg.match(/<g class="edge"/g)).toHaveLength(registration.edges.length);
    for (const id of registrationSteps) expect(svg).toContain(`font-weight="bold">${id}</tspan>`);
    expect(unbalancedTags(svg)).toEqual([]);
    expect(graphSvg(await layoutGraph(registration))).toBe(svg);
  });

  it('escapes what a label holds in the SVG and in Mermaid', async () => {
    const label = 'a <b> & "c" | #d';
    const graph: FlowGraph = {
      id: 'odd',
      kind: 'flow',
      title: 'odd & <odd>',
      file: 'flows/odd.flow.json',
      nodes: [
        { id: 'step:a', kind: 'step', label, lines: [label] },
        { id: 'end', kind: 'end', label: 'end', lines: [] },
      ],
      edges: [{ id: 'e', from: 'step:a', to: 'end', kind: 'rule', label }],
    };
    const svg = graphSvg(await layoutGraph(graph));
    expect(unbalancedTags(svg)).toEqual([]);
    expect(svg).toContain('a &#60;b&#62; &#38; &#34;c&#34; | #d');
    expect(svg).not.toContain(label);
    const mermaid = studioMermaid(graph);
    expect(mermaid).toContain('a #lt;b#gt; #amp; #quot;c#quot; #124; #35;d');
    // "end" is a Mermaid keyword: no node is called that.
    expect(mermaid).toMatch(/^ {2}n_step_a -->\|"[^"]+"\| n_end$/m);
  });

  it('writes registration as a Mermaid flowchart from left to right, naming its file, with every step', () => {
    const lines = studioMermaid(registration).trimEnd().split('\n');
    expect(lines[0]).toBe('flowchart LR');
    expect(lines[1]).toMatch(/^ {2}%% .*flows\/registration\/registration\.flow\.json/);
    const declared = new Set(lines.flatMap((line) => /^ {2}(n_\w+)[[({>]/.exec(line)?.[1] ?? []));
    expect(declared.size).toBe(registration.nodes.length);
    for (const id of registrationSteps) expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^ {2}n_\\w+\\["${id}<br/>`)));
    const edges = lines.filter((line) => / (-->|==>|-\.->)/.test(line));
    expect(edges).toHaveLength(registration.edges.length);
    for (const line of edges) {
      const [, from, to] = /^ {2}(n_\w+) (?:-->|==>|-\.->)(?:\|"[^"|]*"\|)? (n_\w+)$/.exec(line) ?? [];
      expect(declared.has(from ?? '') && declared.has(to ?? ''), line).toBe(true);
    }
  });
});

describe('npm run diagrams', () => {
  it('writes a diagram per flow, offer and promotion with an index, mends a changed one and removes a stray one', () => {
    const out = mkdtempSync(join(tmpdir(), 'diagrams-'));
    try {
      expect(runTool('tools/diagrams.ts', '--out', out).status).toBe(0);
      expect(readFileSync(join(out, 'registration.mmd'), 'utf8')).toBe(studioMermaid(registration));
      expect(readFileSync(join(out, 'README.md'), 'utf8')).toContain('(offers/albert-heijn.mmd)');
      writeFileSync(join(out, 'registration.mmd'), 'flowchart LR\n');
      writeFileSync(join(out, 'offers', 'gone.mmd'), 'flowchart LR\n');
      const again = runTool('tools/diagrams.ts', '--out', out);
      expect(again.stdout).toContain('1 written, 1 removed');
      expect(readFileSync(join(out, 'registration.mmd'), 'utf8')).toBe(studioMermaid(registration));
      expect(existsSync(join(out, 'offers', 'gone.mmd'))).toBe(false);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

/** The tags an XML text leaves open or closes without opening (a well-formedness check without a parser). */
function unbalancedTags(xml: string): string[] {
  const open: string[] = [];
  const wrong: string[] = [];
  for (const [, closing, name, selfClosing] of xml.matchAll(/<(\/?)([\w:-]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) open.push(name ?? '');
    else if (open.pop() !== name) wrong.push(`</${name}>`);
  }
  return [...wrong, ...open];
}
