/** Reads the project from disk for the tools: schemas, copy, configuration and the flow files. */
import { interpretedLogic, mergeFacts } from 'journey-engine';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PartnerOffer } from '../schemas/generated/offer.ts';
import type { RouteCollections, FlowContext, Logic, Facts, Guard } from 'journey-engine';
import { operators } from '../operators/registry.ts';
import { keywords } from '../keywords/registry.ts';
import { serviceOperations } from '../services/operations/registry.ts';
import { defaultFacts } from '../schemas/generated/facts-defaults.ts';
import { readSources } from 'journey-engine/cli';
import type { SourceFile, ValidationProject, ValidationResult } from 'journey-engine/validate';
import type { Promotion } from '../schemas/generated/promotion.ts';
import { campaignKinds } from '../campaigns/kinds.ts';
import { OFFERS_COLLECTION } from '../campaigns/collections.ts';
import type { Site } from '../schemas/generated/site.ts';
import { siteConfigKind } from './site-config-kind.ts';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const FLOWS_DIR = join(ROOT, 'flows');

export function readJson<T = unknown>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** config/site.json, as schemas/site.schema.json describes it (npm run validate checks it). */
export type SiteConfig = Site;

export function siteConfig(): SiteConfig {
  return readJson<SiteConfig>(join(ROOT, 'config', 'site.json'));
}

/** copy/nl/NAME.json holds the keys NAME.* */
export function copyResources(language = 'nl'): Record<string, unknown> {
  const dir = join(ROOT, 'copy', language);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => [file.replace(/\.json$/, ''), readJson(join(dir, file))]),
  );
}

export function copyKeys(resources: Record<string, unknown>): Set<string> {
  const keys = new Set<string>();
  const walk = (value: unknown, prefix: string): void => {
    if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) walk(child, prefix ? `${prefix}.${key}` : key);
    else keys.add(prefix.replace(/_(one|other|zero)$/, ''));
  };
  walk(resources, '');
  return keys;
}

export function loadValidationProject(flowsDir = FLOWS_DIR): ValidationProject {
  return {
    names: {
      facts: 'schemas/facts.schema.json',
      flowSchema: 'schemas/flow.schema.json',
      copy: 'copy/nl',
      siteConfig: 'config/site.json',
      sharedConditions: 'flows/conditions.json',
      siteGuards: 'flows/site-guards.json',
    },
    flowSchema: readJson(join(ROOT, 'schemas', 'flow.schema.json')),
    conditionsSchema: readJson(join(ROOT, 'schemas', 'conditions.schema.json')),
    siteGuardsSchema: readJson(join(ROOT, 'schemas', 'site-guards.schema.json')),
    kinds: [...campaignKinds, siteConfigKind],
    publicFiles: publicFiles(),
    factsSchema: readJson(join(ROOT, 'schemas', 'facts.schema.json')),
    copyKeys: copyKeys(copyResources()),
    externalDestinations: new Set(Object.keys(siteConfig().externalDestinations)),
    errorParameter: siteConfig().errorParameter,
    sharedConditions: sharedConditions(flowsDir),
    namedGuards: namedGuards(flowsDir),
    operators,
    operations: serviceOperations,
    keywords,
  };
}

/** Every file under public/, as the site serves it: /art/partner-albert-heijn-960.avif. */
export function publicFiles(): Set<string> {
  const dir = join(ROOT, 'public');
  const files = new Set<string>();
  const walk = (current: string): void => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.add(`/${relative(dir, path).split(sep).join('/')}`);
    }
  };
  walk(dir);
  return files;
}

/**
 * The routes the offer files declare, as the collection "offers" of a step's aliasesFrom: each
 * offer's path and aliases show the step with the offer's plan slug, its legacy paths go there. Its
 * partner and key art are the landing's still (what the page shows, and the build prerenders, while
 * the plan loads): the plan's facts the file knows, with nothing of the day in them (its words may
 * name a price, which only the plan's load says is sold today).
 */
export function offerCollections(offers: Iterable<[string, PartnerOffer]>): RouteCollections {
  return {
    [OFFERS_COLLECTION]: [...offers].map(([file, offer]) => ({
      file,
      paths: [offer.routes.path, ...(offer.routes.aliases ?? [])],
      legacy: offer.routes.legacy ?? [],
      value: offer.plan.slug,
      still: { plan: { partner: offer.partner, landing: { image: offer.landing.image, imageAlt: offer.landing.imageAlt } } },
    })),
  };
}

/**
 * The partners by id with the names visitors read: the facts group "partners", which the
 * /meldingen/*-via/:partnerName pages show. The resellers of config/site.json, then the offer files'.
 */
export function partnerNames(offers: Iterable<PartnerOffer>): Record<string, { name: string }> {
  return {
    ...Object.fromEntries(Object.entries(siteConfig().resellerNames).flatMap(([id, name]) => (name === undefined ? [] : [[id, { name }]]))),
    ...Object.fromEntries([...offers].map((offer) => [offer.partner.id, { name: offer.partner.name }])),
  };
}

/**
 * The build for the sandbox (npm start, npm run dev: JOURNEY_BUILD=sandbox) rather than for
 * production (npm run build): the one difference is that its pages say where values are examples.
 */
export const isSandboxBuild = (): boolean => process.env.JOURNEY_BUILD === 'sandbox';

/**
 * The company's registration as the facts name it; exampleValues tells the company page to say the
 * values are the sandbox's examples, in the sandbox's build only (a production build states them as they are).
 */
function companyFacts({ sandboxValues, legalName, address, kvk, btw }: SiteConfig['company']) {
  return { legalName, address, kvk, btw, exampleValues: isSandboxBuild() && sandboxValues !== undefined };
}

/** The facts every visitor starts from: the defaults of schemas/facts.schema.json and what the build knows (the partners' names, the company). */
export function siteFactsOf(offers: Iterable<PartnerOffer>): Facts {
  return mergeFacts(defaultFacts(), { partners: partnerNames(offers), company: companyFacts(siteConfig().company) });
}

/** flows/conditions.json */
export function sharedConditions(flowsDir = FLOWS_DIR): Record<string, Logic> {
  const conditions = readJson<Record<string, Logic>>(join(flowsDir, 'conditions.json'));
  delete conditions.$schema;
  return conditions;
}

/** flows/site-guards.json: the named guards, which a flow's or a step's guards name. */
export function namedGuards(flowsDir = FLOWS_DIR): Record<string, Guard> {
  return readJson<{ named?: Record<string, Guard> }>(join(flowsDir, 'site-guards.json')).named ?? {};
}

/** flows/site-guards.json: the guards of every page. */
export function siteGuards(flowsDir = FLOWS_DIR): Guard[] {
  return readJson<{ guards: Guard[] }>(join(flowsDir, 'site-guards.json')).guards;
}

/** The partner offers that passed a validation, by file. */
export function offersOf(result: ValidationResult): Map<string, PartnerOffer> {
  return (result.data.get('offer') ?? new Map()) as Map<string, PartnerOffer>;
}

/** The promotions that passed a validation, by file. */
export function promotionsOf(result: ValidationResult): Map<string, Promotion> {
  return (result.data.get('promotion') ?? new Map()) as Map<string, Promotion>;
}

/** What every flow is compiled with, as the site's build does it: the shared conditions, the site guards and the product's operators (interpreted, in Node). */
export function flowContext(flowsDir = FLOWS_DIR): FlowContext {
  return {
    sharedConditions: sharedConditions(flowsDir),
    siteGuards: siteGuards(flowsDir),
    namedGuards: namedGuards(flowsDir),
    logic: interpretedLogic({ operators }),
    errorParameter: siteConfig().errorParameter,
  };
}

/**
 * The site's stylesheets in the order its pages have them: the site's own (app/styles.css, which
 * imports the tokens), then each step type's from its folder (app/step-styles.ts collects them).
 */
export function siteStylesheets(): string[] {
  const steps = join(ROOT, 'components', 'steps');
  const folders = readdirSync(steps, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const ofSteps = folders.flatMap((folder) =>
    readdirSync(join(steps, folder.name))
      .filter((name) => name.endsWith('.css'))
      .map((name) => join(steps, folder.name, name)),
  );
  return [join(ROOT, 'app', 'styles.css'), ...ofSteps.sort()];
}

/** Every .json file under a directory, sorted, as it should be reported (relative to cwd). */
export function jsonFilesUnder(dir: string): string[] {
  const files: string[] = [];
  const walk = (current: string): void => {
    for (const name of readdirSync(current).sort()) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.json')) files.push(path);
    }
  };
  walk(dir);
  return files;
}

export function flowSources(flowsDir = FLOWS_DIR): SourceFile[] {
  return readSources(jsonFilesUnder(flowsDir));
}

/** What npm run validate checks: every file under flows/, and config/site.json. */
export function projectFiles(flowsDir = FLOWS_DIR): string[] {
  return [...jsonFilesUnder(flowsDir), join(ROOT, 'config', 'site.json')];
}

export function projectSources(flowsDir = FLOWS_DIR): SourceFile[] {
  return readSources(projectFiles(flowsDir));
}
