/**
 * The first page does not grow with the number of flows (issue 16): the site built with 50 more
 * flows sends a visitor of /aanmelden/email exactly the same bytes of script for its first page —
 * the entry, what it imports, and the registration flow's scripts the page names (which it loads
 * once its step can be sent: prerendered.spec.ts). And the flows', the service operations' and the
 * press module's code needs none of the site's entry (React and the site's views): only the
 * engine's core, its runtime and the services, in a chunk of their own (vite.config.ts), which
 * also holds the safe operations a press calls, without graphql's parser; and no chunk is a facade
 * of a few bytes.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, mergeConfig, type Rolldown } from 'vite';
import siteConfig from '../../vite.config.ts';
import { afterAll, expect, it } from 'vitest';
import { FLOWS_DIR, ROOT } from '../../tools/project.ts';

const EXTRA_FLOWS = 50;
const work = mkdtempSync(join(tmpdir(), 'flat-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface FirstPage {
  files: string[];
  bytes: number;
  gzipBytes: number;
  flowChunks: number;
  routeTableBytes: number;
  /** The flows', the operations' and the press module's chunks, and those of them that load the site's entry chunk (directly or through another). */
  calledChunks: number;
  needingTheEntry: string[];
  /** Chunks that only pass on another chunk's exports: each a request of its own, for nothing (a lazy import of a module in a chunk group makes one). */
  facades: string[];
  /** The files a press on the registration's first step fetches for its calls beyond the site's entry (routes.json). */
  pressCallFiles: string[];
  /** Chunks with graphql's parser or printer, which graphql-request imports and this site's client never calls. */
  withGraphqlParser: string[];
}

/** Builds the site from a flows folder, in memory, and measures what /aanmelden/email loads first. */
async function firstPage(flowsDir: string): Promise<FirstPage> {
  // Vitest runs with NODE_ENV=test, which a build keeps: the libraries' development code would be measured.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  process.env.JOURNEY_FLOWS_DIR = flowsDir;
  try {
    // The site's configuration, imported here: Vite's own loader of it cannot import the engine's source (.npmrc).
    const config = siteConfig({ command: 'build', mode: 'production' });
    const output = (await build(mergeConfig(config, { root: ROOT, configFile: false, logLevel: 'silent', build: { write: false, sourcemap: false } }))) as Rolldown.RolldownOutput;
    const byName = new Map(output.output.map((file) => [file.fileName, file]));
    const text = (name: string): string => {
      const file = byName.get(name);
      if (!file) throw new Error(`the build has no ${name}`);
      return file.type === 'chunk' ? file.code : String(file.source);
    };
    const html = text('index.html');
    const entry = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);
    const routing = JSON.parse(text('routes.json')) as { flowScripts: Record<string, string[]>; operationScripts: Record<string, string[]> };
    const files = [...new Set([...entry, ...(routing.flowScripts.registration ?? []).map((file) => file.slice(1))])];
    const code = files.map(text);
    const chunks = output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
    // The site's entry code (index.html's: vite.config.ts names its chunk "index"), not the press module's (app/press.ts).
    const siteEntry = chunks.find((chunk) => chunk.name === 'index')?.fileName;
    if (!siteEntry) throw new Error('the build has no chunk named index');
    const loads = (name: string, seen = new Set<string>()): Set<string> => {
      const chunk = byName.get(name);
      for (const imported of chunk?.type === 'chunk' ? chunk.imports : []) if (!seen.has(imported)) loads(imported, seen.add(imported));
      return seen;
    };
    const flowScripts = new Set(Object.values(routing.flowScripts).flatMap((scripts) => scripts.map((file) => file.slice(1))));
    const called = chunks.filter(
      (chunk) =>
        flowScripts.has(chunk.fileName) ||
        (chunk.isEntry && chunk.name === 'press') ||
        chunk.moduleIds.some((id) => /\/services\/operations\/(?!loaders|registry)[\w-]+\.ts$/.test(id)),
    );
    return {
      files,
      bytes: code.reduce((sum, chunk) => sum + Buffer.byteLength(chunk), 0),
      gzipBytes: code.reduce((sum, chunk) => sum + gzipSync(chunk, { level: 9 }).length, 0),
      flowChunks: Object.keys(routing.flowScripts).length,
      routeTableBytes: Buffer.byteLength(text([...byName.keys()].find((name) => /^assets\/routes-[\w-]+\.js$/.test(name)) ?? 'routes.js')),
      calledChunks: called.length,
      needingTheEntry: called.filter((chunk) => loads(chunk.fileName).has(siteEntry)).map((chunk) => chunk.fileName),
      facades: chunks
        .filter((chunk) => chunk.code.replace(/import\s*(\{[^}]*\}\s*from\s*)?["'][^"']+["'];?|export\s*\{[^}]*\}(\s*from\s*["'][^"']+["'])?;?|\/\/#.*$/gm, '').trim() === '')
        .map((chunk) => chunk.fileName),
      pressCallFiles: ['identity.checkEmail', 'account.visitorExperiments'].flatMap((operation) => routing.operationScripts[operation] ?? ['(not in routes.json)']),
      withGraphqlParser: chunks.filter((chunk) => chunk.moduleIds.some((id) => /node_modules\/graphql\/language\/(parser|printer)\./.test(id))).map((chunk) => chunk.fileName),
    };
  } finally {
    delete process.env.JOURNEY_FLOWS_DIR;
    process.env.NODE_ENV = nodeEnv;
  }
}

/** A flow as a campaign manager would add one: the TV-linking pages under a route of their own. */
function syntheticFlow(index: number): string {
  const devices = readFileSync(join(FLOWS_DIR, 'pages', 'devices.flow.json'), 'utf8');
  return devices.replace('"id": "devices"', `"id": "synthetic-${index}"`).replace(/"basePath": "[^"]+"/, `"basePath": "/synthetisch-${index}"`);
}

it(`sends the same first-page scripts with ${EXTRA_FLOWS} more flows`, async () => {
  const before = await firstPage(FLOWS_DIR);
  expect(before.calledChunks).toBeGreaterThan(before.flowChunks);
  expect(before.needingTheEntry).toEqual([]);
  expect(before.facades).toEqual([]);
  // A press's safe calls (the address check, the experiments) load with the engine's chunk: no second wave of files (issue 62).
  expect(before.pressCallFiles).toEqual([]);
  // ...nor graphql's parser, which graphql-request imports and is never asked to use (services/graphql-without-parser.ts).
  expect(before.withGraphqlParser).toEqual([]);

  const flowsDir = join(work, 'flows');
  cpSync(FLOWS_DIR, flowsDir, { recursive: true });
  for (let index = 1; index <= EXTRA_FLOWS; index += 1) writeFileSync(join(flowsDir, 'pages', `synthetic-${index}.flow.json`), syntheticFlow(index));
  const after = await firstPage(flowsDir);

  // The extra flows are in the site: their chunks and their routes...
  expect(after.flowChunks).toBe(before.flowChunks + EXTRA_FLOWS);
  expect(after.routeTableBytes).toBeGreaterThan(before.routeTableBytes + EXTRA_FLOWS * 100);
  // ...and not on the first page.
  expect(after.files.length).toBe(before.files.length);
  expect(after.bytes).toBe(before.bytes);
  // The same bytes but for the content hashes in the names of the chunks the site loads later
  // (the route table's among them), which compress a little differently: a few bytes, not a flow's.
  expect(Math.abs(after.gzipBytes - before.gzipBytes)).toBeLessThanOrEqual(32);
}, 240_000);
