/**
 * The engine stands on its own: a second site, a library's reading list (site.tsx, flows/), is
 * built on it with its own step types, operation, facts and copy. Its flow is validated against the
 * DSL the engine assembles for it, its journey cases run through the engine's runtime, and its pages
 * render through the engine's React binding as a visitor goes through them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileFlow, outlineOf } from 'journey-engine';
import type { Flow } from 'journey-engine';
import { createValidator } from 'journey-engine/validate';
import { staticNavigation } from 'journey-engine-react';
import { answersStore, memoryHistory, memoryStorage } from 'journey-engine/runtime';
import { caseResult, flowCases, readSources } from 'journey-engine/cli';
import { caseSite, flowContext, ReadingList, readingListRuntime, readingListService } from './site.tsx';
import { flowFiles, SITE_DIR, validationProject } from './validation.ts';

const FLOW_FILE = join(SITE_DIR, 'flows', 'reading-list.flow.json');
const flowText = readFileSync(FLOW_FILE, 'utf8');
const validate = createValidator(validationProject());

function compiled(): { flow: ReturnType<typeof compileFlow> } {
  const { diagnostics, flows } = validate([{ file: 'flows/reading-list.flow.json', text: flowText }]);
  expect(diagnostics).toEqual([]);
  const [flow] = [...flows.values()] as Flow[];
  if (!flow) throw new Error('the reading list did not validate');
  return { flow: compileFlow(flow, flowContext()) };
}

describe('a second site on the engine', () => {
  it('validates its flow against the DSL assembled from its own step types and operation', () => {
    const misspelt = flowText.replace('"type": "note"', '"type": "notes"').replace('"operation": "list.add"', '"operation": "list.remove"');
    const { diagnostics } = validate([{ file: 'flows/reading-list.flow.json', text: misspelt }]);
    expect(diagnostics.map(({ rule, line, column, pointer }) => ({ rule, line, column, pointer }))).toEqual([
      { rule: 'unknown-service-operation', line: 19, column: 26, pointer: '/steps/0/next/0/call/operation' },
      { rule: 'unknown-component', line: 26, column: 52, pointer: '/steps/1/type' },
    ]);
  });

  // As journey-engine cases runs them.
  const sources = readSources(flowFiles());
  const located = flowCases(sources, sources, { project: validationProject(), context: flowContext() }).flatMap(({ compiled: flow, cases }) =>
    cases.map(({ where, journeyCase }) => [`${where} ${journeyCase.name}`, flow, journeyCase] as const),
  );
  it.each(located)('runs its journey case through the runtime: %s', async (_name, flow, journeyCase) => {
    expect(await caseResult(flow, journeyCase, caseSite)).toEqual([]);
  });

  it('renders its pages through the React binding while a reader adds books, until the list is full', async () => {
    const { flow } = compiled();
    // The whole site's routes: its not-found page is one of them.
    const siteFlows = [...validate(readSources(flowFiles())).flows.values()] as Flow[];
    const service = readingListService();
    const history = memoryHistory('/lijst/boek');
    const runtime = readingListRuntime({
      outlines: siteFlows.map((siteFlow) => outlineOf(siteFlow)),
      history,
      loadFlow: async () => ({ flow, validators: {} }),
      services: new Map([['list.add', async () => service.operation]]),
      answers: answersStore(memoryStorage()),
      report: () => undefined,
    });
    const { journey } = runtime;
    const page = async (): Promise<string> => {
      await journey.idle();
      return renderToString(<ReadingList runtime={runtime} history={staticNavigation} />);
    };

    expect(await page()).toContain('Welk boek wil je lezen?');
    for (const title of ['Max Havelaar', 'Het Achterhuis', 'De Avonden']) {
      history.push('/lijst/boek');
      await journey.idle();
      journey.dispatch({ type: 'submit', values: { title } });
      expect(await page()).toContain('Het boek staat op je leeslijst.');
    }
    history.push('/lijst/boek');
    await journey.idle();
    journey.dispatch({ type: 'submit', values: { title: 'Karakter' } });
    const refused = await page();
    expect(history.location()).toMatchObject({ pathname: '/lijst/boek', search: '?error=full' });
    expect(refused).toContain('Je leeslijst is vol.');
    expect(service.books).toEqual(['Max Havelaar', 'Het Achterhuis', 'De Avonden']);
    journey.dispose();
  });
});
