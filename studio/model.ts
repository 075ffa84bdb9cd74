/**
 * What the studio shows of the project, as one JSON value its views read and its export writes:
 * the validator's findings, every journey and campaign file as a laid-out diagram, the pages each
 * journey case of each flow (for the gallery) and the calendar of windows. Made anew when a file changes.
 */
import { formatDiagnostic, parseLocated } from 'journey-engine/validate';
import type { JourneyCase } from 'journey-engine/runtime';
import { copyResources, offersOf } from '../tools/project.ts';
import { calendarOf, type Calendar } from './calendar.ts';
import { projectGraphs } from './graph.ts';
import { layoutGraph, type LaidOutGraph } from './layout.ts';
import type { StudioProject } from './project.ts';
import { dutchDayOf } from '../operators/is-within-dates.ts';
import { isRunning } from '../sandbox/window.ts';
import { plans, planSlug, tiers } from '../sandbox/catalog.ts';

export interface GalleryCase {
  /** The case's place in its flow's "tests". */
  index: number;
  name: string;
  /** Where it is written. */
  file: string;
  line: number;
}

/** A campaign's page for the gallery: an offer's landing page, or the plan choice while a promotion runs, on a day inside its window. */
export interface CampaignPage {
  /** The calendar item's id (its file). */
  id: string;
  kind: 'offer' | 'promotion';
  title: string;
  address: string;
  /** YYYY-MM-DD, Amsterdam: today where it runs today, else its first (or last) day. */
  day: string;
}

export interface StudioModel {
  /** Counts up with every change of the files, so a view knows it is behind. */
  version: number;
  /** The validator's findings, file:line:column, pointer and rule, as npm run validate prints them. */
  diagnostics: string[];
  diagrams: LaidOutGraph[];
  /** The journey cases of each flow that has them (the gallery renders the pages of the one chosen). */
  cases: Record<string, GalleryCase[]>;
  calendar: Calendar;
  campaignPages: CampaignPage[];
  /** Today in Amsterdam (YYYY-MM-DD): the day the start page says each campaign's state for. */
  today: string;
  /** The fact groups a visitor's facts are written in, for the explanation's form. */
  factsSchema: unknown;
  /** What the editor offers to choose from the catalog: each tier's name and regular price, and the slugs of the plans no campaign makes (a slug map takes them over). */
  catalog: { tiers: { id: string; name: string; priceCents: number }[]; slugs: string[] };
}

/** The cases of a flow as written in its file (the validator passed them). */
export function casesOf(project: StudioProject, flowId: string): JourneyCase[] {
  return (project.flows.get(flowId)?.flow.tests ?? []) as JourneyCase[];
}

/** The plan choice shows what the promotions sell: the plans flow's own address. */
function planChoiceAddress(project: StudioProject): string {
  return project.flows.get('plans')?.flow.basePath ?? '/';
}

function campaignPages(project: StudioProject, calendar: Calendar): CampaignPage[] {
  const offers = offersOf(project.result);
  const now = new Date();
  const today = dutchDayOf(now);
  return calendar.items.map((item) => {
    const day = isRunning({ valid: { from: item.from, until: item.until } }, now) ? today : (item.from ?? item.until ?? today);
    const address = item.kind === 'offer' ? (offers.get(item.id)?.routes.path ?? '/') : planChoiceAddress(project);
    return { id: item.id, kind: item.kind, title: item.title, address, day };
  });
}

/**
 * layouts: the layouts made before, by graph, which a server keeps between changes: a saved file
 * changes a graph or two, and only those are laid out again, so an edit shows at once.
 */
export async function studioModel(project: StudioProject, version: number, layouts = new Map<string, Promise<LaidOutGraph>>()): Promise<StudioModel> {
  const { result, sources } = project;
  const graphs = projectGraphs({ result, sources, copy: copyResources() });
  const laidOut = graphs.map((graph) => {
    const key = JSON.stringify(graph);
    const laid = layouts.get(key) ?? layoutGraph(graph);
    layouts.set(key, laid);
    return laid;
  });
  // What no graph is any more is let go.
  const current = new Set(graphs.map((graph) => JSON.stringify(graph)));
  for (const key of layouts.keys()) if (!current.has(key)) layouts.delete(key);
  const cases: Record<string, GalleryCase[]> = {};
  for (const [id, { file }] of project.flows) {
    const written = casesOf(project, id);
    const located = parseLocated(sources.find((source) => source.file === file)?.text ?? '{}');
    if (written.length > 0) cases[id] = written.map((journeyCase, index) => ({ index, name: journeyCase.name, file, line: located.valueAt(`/tests/${index}`).line }));
  }
  const calendar = calendarOf({ result, sources });
  return {
    version,
    diagnostics: result.diagnostics.map(formatDiagnostic),
    diagrams: await Promise.all(laidOut),
    cases,
    calendar,
    campaignPages: campaignPages(project, calendar),
    today: dutchDayOf(new Date()),
    factsSchema: (await import('../schemas/facts.schema.json', { with: { type: 'json' } })).default,
    catalog: {
      tiers: tiers.map(({ id, name, priceCents }) => ({ id, name, priceCents })),
      slugs: plans.filter((plan) => plan.kind === 'evergreen' || plan.kind === 'promo').map((plan) => planSlug(plan.code)),
    },
  };
}
