/**
 * npm run studio [-- --port 5180] [--flows DIR] [--export DIR]
 *
 * The campaign studio, for development only: on PORT the studio itself (a React app, served by
 * Vite from studio/app), beside it on PORT + 1 the site (Vite's dev server, as npm run dev) and on
 * PORT + 2 the sandbox with demo data, whose clock the calendar moves. The studio reads the flow,
 * offer and promotion files through the engine (studio/model.ts) and tells its views when a file
 * changes, so an edit shows within a second or two. --export writes the views as static HTML
 * instead (studio/export.ts), with no server and no browser.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, watch } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer as createViteServer, defaultClientConditions } from 'vite';
import { demoSession, demoUserChoices, visitorSituations } from '../demo-user.ts';
import { sandboxClock } from '../sandbox-clock.ts';
import { explainRun, fromOfferLink, unknownOperations, withSandboxFacts, type ExplainInput } from '../explain.ts';
import { checkDraft, kindOfFile, saveDraft, scaffold, type CampaignKind, type Draft } from '../editor.ts';
import { historyOfCampaign, reviewCampaign, revertCampaign, saveAsConcept, stateOfCampaign } from '../drafts.ts';
import { exportStudio } from '../export.ts';
import { sitePartners, visitorGets } from '../visitor-gets.ts';
import { campaignVisitors } from '../visitors.ts';
import type { GalleryPage } from '../gallery/render.tsx';
import type { LaidOutGraph } from '../layout.ts';
import { casesOf, studioModel, type StudioModel } from '../model.ts';
import { loadStudioProject, type StudioProject } from '../project.ts';
import { ScaffoldError, type OfferChoices, type PromotionChoices } from '../../campaigns/scaffolds.ts';
import { instantOf, isDay } from '../../sandbox/window.ts';
import { commandLine } from '../../tools/command-line.ts';
import { withEngineSource } from '../../tools/engine-source.ts';
import { FLOWS_DIR, offersOf, ROOT } from '../../tools/project.ts';
import { galleryDocument, galleryStyles } from './gallery-document.ts';

const USAGE = `npm run studio -- [--port POORT] [--flows MAP] [--export MAP]

  De campagnestudio: elke reis, partneraanbieding en actie als diagram, de galerij van elke pagina,
  de uitleg van een pad en de kalender. Alleen voor ontwikkeling, op deze computer.

  --port POORT   de studio op POORT (standaard PORT of 5180); de site op POORT + 1, de sandbox op POORT + 2
  --flows MAP    de reizen, aanbiedingen en acties uit MAP in plaats van flows/
  --export MAP   schrijft de diagrammen en de kalender als HTML in MAP, zonder server
  --help         deze uitleg`;

const { values } = commandLine(USAGE, { port: { type: 'string', default: process.env.PORT ?? '5180' }, flows: { type: 'string' }, export: { type: 'string' } });
const flowsDir = values.flows ? resolve(values.flows) : FLOWS_DIR;

if (values.export !== undefined) {
  const written = await exportStudio(resolve(values.export), flowsDir);
  console.log(`De studio staat als HTML in ${values.export}: ${written} bestanden.`);
  process.exit(0);
}

const port = Number(values.port);
const sitePort = port + 1;
const sandboxPort = port + 2;
const sandboxUrl = `http://localhost:${sandboxPort}`;
const clock = sandboxClock(sandboxUrl);

const sandbox = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts', '--watch-campaigns', '--fresh', '--data', join(tmpdir(), `journey-studio-${port}`)], {
  cwd: ROOT,
  stdio: ['ignore', 'inherit', 'inherit'],
  // The sandbox sells from the same offer and promotion files the studio shows and edits.
  env: { ...process.env, PORT: String(sandboxPort), JOURNEY_FLOWS_DIR: flowsDir },
});

// The site's own Vite configuration (its flows plugin, React), pointed at this sandbox and these flows.
process.env.SANDBOX_URL = sandboxUrl;
process.env.JOURNEY_FLOWS_DIR = flowsDir;
const site = await createViteServer({
  configFile: join(ROOT, 'vite.config.ts'),
  configLoader: 'native',
  server: { port: sitePort, strictPort: true },
  clearScreen: false,
  logLevel: 'warn',
});
await site.listen();
site.watcher.add(flowsDir);

let project: StudioProject = loadStudioProject(flowsDir);
let version = 1;
const layouts = new Map<string, Promise<LaidOutGraph>>();
let model: Promise<StudioModel> = studioModel(project, version, layouts);
const renders = new Map<string, Promise<GalleryPage[]>>();
const listeners = new Set<ServerResponse>();

/** Every change of a flow, copy or configuration file: the project read again, the views told. */
function changed(): void {
  try {
    project = loadStudioProject(flowsDir);
  } catch (error) {
    console.error(error);
    return;
  }
  version += 1;
  model = studioModel(project, version, layouts);
  renders.clear();
  // The site's plugin may not hear of a folder outside its root (--flows): its modules are made anew.
  site.moduleGraph.invalidateAll();
  for (const listener of listeners) listener.write(`data: ${version}\n\n`);
}
let pending: NodeJS.Timeout | undefined;
for (const dir of [flowsDir, join(ROOT, 'copy'), join(ROOT, 'config')]) {
  watch(dir, { recursive: true }, () => {
    clearTimeout(pending);
    pending = setTimeout(changed, 100);
  });
}

type RenderModule = typeof import('../gallery/render.tsx');
const renderModule = (): Promise<RenderModule> => site.ssrLoadModule('/studio/gallery/render.tsx') as Promise<RenderModule>;

/** The sandbox's clock is one for all: campaign pages are rendered one at a time, each at its day, and the clock is put back after. */
let clockTurns: Promise<unknown> = Promise.resolve();

function atDay<T>(day: string, render: () => Promise<T>): Promise<T> {
  const turn = clockTurns.then(async () => {
    const before = await clock.now();
    await clock.set(instantOf(day));
    try {
      return await render();
    } finally {
      await clock.set(before);
    }
  });
  clockTurns = turn.catch(() => undefined);
  return turn;
}

/** The gallery's pages of a journey case (flow and case) or of a campaign file (campaign). */
function pagesOf(query: URLSearchParams): Promise<GalleryPage[]> {
  const key = query.toString();
  let pages = renders.get(key);
  if (!pages) {
    pages = model.then(({ campaignPages }) => {
      const campaign = query.get('campaign');
      if (campaign !== null) {
        const page = campaignPages.find((candidate) => candidate.id === campaign);
        if (!page) throw new Error(`geen actie of aanbieding ${campaign}`);
        // The day asked for (the editor's preview, who sees what), else the day the model chose inside its window; a demo user's page as they see it.
        const user = query.get('user');
        return atDay(query.get('day') ?? page.day, async () => {
          const visitor = user ? await demoSession(sandboxUrl, user) : undefined;
          return [await (await renderModule()).renderLivePage(page.address, sandboxUrl, visitor)];
        });
      }
      const flow = query.get('flow') ?? '';
      const journeyCase = casesOf(project, flow)[Number(query.get('case'))];
      if (!journeyCase) throw new Error(`de reis ${flow} heeft geen journey case ${query.get('case')}`);
      return renderModule().then((module) => module.renderCasePages(flow, journeyCase));
    });
    renders.set(key, pages);
    // A render that failed is tried again when next asked for, not remembered.
    pages.catch(() => renders.delete(key));
  }
  return pages;
}

async function body(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

function send(response: ServerResponse, status: number, type: string, content: string): void {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  response.end(content);
}

const json = (response: ServerResponse, value: unknown, status = 200): void => send(response, status, 'application/json; charset=utf-8', JSON.stringify(value));

const AXE = join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');

async function api(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
  switch (`${request.method} ${url.pathname}`) {
    case 'GET /api/model':
      json(response, {
        ...(await model),
        siteUrl: `http://localhost:${sitePort}`,
        sandboxUrl,
        demoUsers: demoUserChoices,
        situations: visitorSituations,
        offers: [...offersOf(project.result).values()].map((offer) => ({ id: offer.id, name: `${offer.partner.name} (${offer.routes.path})` })),
      });
      return true;
    case 'GET /api/events':
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      response.write(`data: ${version}\n\n`);
      listeners.add(response);
      request.on('close', () => listeners.delete(response));
      return true;
    case 'POST /api/explain': {
      // A partner's link (offer) is the partner journey from its landing page, as npm run explain -- --offer.
      const { offer, ...written } = (await body(request)) as ExplainInput & { offer?: string };
      const input = offer ? fromOfferLink(project, offer, written) : written;
      const unknown = unknownOperations(input);
      if (unknown.length > 0) throw new Error(`geen service-operatie: ${unknown.join(', ')}`);
      const facts = await withSandboxFacts(input, sandboxUrl).catch((error: unknown) => {
        throw error instanceof TypeError ? new Error(`de sandbox op ${sandboxUrl} antwoordt niet (nog niet gestart?): ${error.message}`) : error;
      });
      json(response, { ...(await explainRun(project, facts)), visitorGets: visitorGets(facts, sitePartners(project)) });
      return true;
    }
    case 'GET /api/visitors': {
      // Who sees what of a campaign on a day: every kind of visitor, the sandbox's clock at that day.
      const campaign = url.searchParams.get('campaign') ?? '';
      const day = url.searchParams.get('day') ?? '';
      if (!isDay(day)) throw new Error(`geen dag: "${day}" (JJJJ-MM-DD)`);
      json(response, { visitors: await atDay(day, () => campaignVisitors(project, campaign, day, sandboxUrl)) });
      return true;
    }
    case 'GET /api/gallery': {
      const pages = await pagesOf(url.searchParams);
      json(response, { pages: pages.map(({ step, location, title }) => ({ step, location, title })) });
      return true;
    }
    case 'GET /gallery/page': {
      const query = new URLSearchParams(url.searchParams);
      const index = Number(query.get('page'));
      for (const name of ['page', 'v']) query.delete(name);
      const page = (await pagesOf(query))[index];
      if (!page) send(response, 404, 'text/plain; charset=utf-8', 'Deze pagina bestaat niet (meer).');
      else send(response, 200, 'text/html; charset=utf-8', galleryDocument(page, galleryStyles(), `http://localhost:${sitePort}/`));
      return true;
    }
    case 'POST /api/clock': {
      // The calendar's day, noon in Amsterdam as npm run promotions and explain take it (none: the real time again): the sandbox's clock, which decides every window the site shows.
      const { day } = (await body(request)) as { day?: string };
      const answer = await clock.set(day ? instantOf(day) : undefined);
      json(response, await answer.json(), answer.status);
      return true;
    }
    case 'GET /api/source': {
      // Only a file the studio reads: no path of the machine beyond them.
      const source = project.sources.find((candidate) => candidate.file === url.searchParams.get('file'));
      if (source) json(response, { text: source.text });
      else json(response, { error: 'De studio toont alleen de bestanden die hij leest: die onder flows/.' }, 404);
      return true;
    }
    case 'GET /api/campaign': {
      // An existing offer or promotion for the editor, as its file holds it.
      const file = url.searchParams.get('file') ?? '';
      const source = project.sources.find((candidate) => candidate.file === file);
      const kind = kindOfFile(file);
      if (!source || !kind) json(response, { error: `${file} is geen actie of partneraanbod van dit project.` }, 404);
      else json(response, { kind, file, value: JSON.parse(source.text) as Draft['value'], isNew: false } satisfies Draft);
      return true;
    }
    case 'POST /api/campaign/new': {
      const { kind, choices } = (await body(request)) as { kind: CampaignKind; choices: OfferChoices & PromotionChoices };
      try {
        json(response, scaffold(project, kind, choices));
      } catch (error) {
        if (!(error instanceof ScaffoldError)) throw error;
        json(response, { error: `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}.` }, 400);
      }
      return true;
    }
    case 'POST /api/campaign/check':
      json(response, await checkDraft(project, (await body(request)) as Draft));
      return true;
    case 'POST /api/campaign/save': {
      const result = await saveDraft(project, (await body(request)) as Draft);
      // Read again at once, not only when the watcher hears of it: the editor opens the saved file next.
      if (result.saved) changed();
      // The file the previews read is written; the change is kept as a concept on the campaign's own branch.
      json(response, result.saved ? { ...result, concept: saveAsConcept(project, result.saved, result.image) } : result, result.saved ? 200 : 422);
      return true;
    }
    case 'GET /api/campaign/states':
      // Every campaign file's place in git, for the overview: live, concept, in review.
      json(response, Object.fromEntries(project.sources.filter((source) => kindOfFile(source.file)).map((source) => [source.file, stateOfCampaign(project, source.file)])));
      return true;
    case 'GET /api/campaign/state':
      json(response, stateOfCampaign(project, url.searchParams.get('file') ?? ''));
      return true;
    case 'GET /api/campaign/history':
      json(response, historyOfCampaign(project, url.searchParams.get('file') ?? ''));
      return true;
    case 'POST /api/campaign/review': {
      const { file } = (await body(request)) as { file: string };
      const result = reviewCampaign(project, file);
      json(response, result, 'error' in result ? 422 : 200);
      return true;
    }
    case 'POST /api/campaign/revert': {
      const { file, commit } = (await body(request)) as { file: string; commit: string };
      const result = revertCampaign(project, file, commit);
      if (!('error' in result)) changed();
      json(response, result, 'error' in result ? 422 : 200);
      return true;
    }
    case 'GET /axe.js':
      send(response, 200, 'text/javascript; charset=utf-8', readFileSync(AXE, 'utf8'));
      return true;
    default:
      return false;
  }
}

const server = createServer();
const studio = await createViteServer({
  configFile: false,
  root: join(ROOT, 'studio', 'app'),
  cacheDir: join(ROOT, 'node_modules', '.vite-studio'),
  plugins: [react()],
  // The studio shows what the engine's validator and compiler say: from their source.
  resolve: { conditions: withEngineSource(defaultClientConditions) },
  // Bundled once at start, so the first page does not find them one by one and reload.
  optimizeDeps: { entries: ['main.tsx'], include: ['react', 'react-dom/client', 'react/jsx-dev-runtime', '@xyflow/react'] },
  appType: 'spa',
  clearScreen: false,
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: { server } },
});
server.on('request', (request: IncomingMessage, response: ServerResponse) => {
  const url = new URL(request.url ?? '/', `http://localhost:${port}`);
  api(request, response, url)
    .then((answered) => {
      if (!answered) studio.middlewares(request, response);
    })
    .catch((error: unknown) => json(response, { error: error instanceof Error ? error.message : String(error) }, 500));
});
server.listen(port, 'localhost', () => {
  console.log(`Studio on http://localhost:${port}/ (the site on http://localhost:${sitePort}/, the sandbox on ${sandboxUrl})`);
});

const stop = (): void => {
  sandbox.kill('SIGTERM');
  void Promise.all([site.close(), studio.close()]).then(() => process.exit(0));
  server.close();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
sandbox.on('exit', (code) => {
  if (code) console.error(`The sandbox stopped (exit ${code}).`);
});
if (!existsSync(AXE)) console.error('axe-core is missing: npm ci');
