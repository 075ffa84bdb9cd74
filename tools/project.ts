/** Reads the project from disk for the tools: schemas, copy, configuration and the flow files. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PartnerOffer } from '../schemas/generated/offer.ts';
import type { RouteCollections } from '../engine/core/collections.ts';
import type { FlowContext } from '../engine/core/compile.ts';
import type { Logic } from '../engine/core/json-logic.ts';
import { operators } from '../operators/registry.ts';
import type { Guard } from '../engine/core/types.ts';
import type { SourceFile, ValidationProject } from '../engine/core/validate/project.ts';
import type { ValidationResult } from '../engine/core/validate/validate.ts';
import type { Promotion } from '../schemas/generated/promotion.ts';
import { campaignKinds } from '../campaigns/kinds.ts';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const FLOWS_DIR = join(ROOT, 'flows');

export function readJson<T = unknown>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

export interface SiteConfig {
  productName: string;
  displayName: string;
  sessionCookie: string;
  sessionIssuer: string;
  /** The consent dialog (spec 001 sections 6 and 9.6): its cookies, categories, the consent string and the scripts each category lets load. */
  consent: {
    cookie: string;
    closedCookie: string;
    maxAgeDays: number;
    categories: string[];
    stringUrl: string;
    stringTimeoutMs: number;
    scripts: { name: string; url: string; category: string; needsConsentString?: boolean }[];
  };
  /** Where startup sends a visitor whose identity provider or account did not load (spec 001 section 4.6). */
  startupRoutes: { login: string; logout: string; error: string };
  /** The query parameter a step's error code travels in when a submission fails (a flow's fail action). */
  errorParameter: string;
  /** The unit the spec counts some waits in (spec 001 section 9.5). */
  timeoutUnitMs: number;
  /** How long a flow's code chunk may take to load before the page says it failed (spec 001 section 9.5: 120 s). */
  chunkTimeoutMs: number;
  identityProvider: { scriptUrl: string; timeoutMs: number };
  externalDestinations: Record<string, string>;
  /** The resellers and trusted parties (spec 001 section 3.9) by the id the notification pages name them with, as visitors read them. */
  resellerNames: Record<string, string>;
  contentSecurityPolicy: string;
  /** The company behind the site, as its company page states it: the facts group "company". */
  company: { legalName: string; address: string; kvk: string; btw: string };
}

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
    flowSchema: readJson(join(ROOT, 'schemas', 'flow.schema.json')),
    conditionsSchema: readJson(join(ROOT, 'schemas', 'conditions.schema.json')),
    siteGuardsSchema: readJson(join(ROOT, 'schemas', 'site-guards.schema.json')),
    kinds: campaignKinds,
    publicFiles: publicFiles(),
    factsSchema: readJson(join(ROOT, 'schemas', 'facts.schema.json')),
    copyKeys: copyKeys(copyResources()),
    externalDestinations: new Set(Object.keys(siteConfig().externalDestinations)),
    errorParameter: siteConfig().errorParameter,
    sharedConditions: sharedConditions(flowsDir),
    namedGuards: namedGuards(flowsDir),
    operators,
  };
}

/** Every file under public/, as the site serves it: /partners/albert-heijn.svg. */
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
 * offer's path and aliases show the step with the offer's plan slug, its legacy paths go there.
 */
export function offerCollections(offers: Iterable<[string, PartnerOffer]>): RouteCollections {
  return {
    offers: [...offers].map(([file, offer]) => ({
      file,
      paths: [offer.routes.path, ...(offer.routes.aliases ?? [])],
      legacy: offer.routes.legacy ?? [],
      value: offer.plan.slug,
    })),
  };
}

/**
 * The partners by id with the names visitors read: the facts group "partners", which the
 * /meldingen/*-via/:partnerName pages show. The resellers of config/site.json, then the offer files'.
 */
export function partnerNames(offers: Iterable<PartnerOffer>): Record<string, { name: string }> {
  return {
    ...Object.fromEntries(Object.entries(siteConfig().resellerNames).map(([id, name]) => [id, { name }])),
    ...Object.fromEntries([...offers].map((offer) => [offer.partner.id, { name: offer.partner.name }])),
  };
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

/** What every flow is compiled with, as the site's build does it: the shared conditions, the site guards and the product's operators. */
export function flowContext(flowsDir = FLOWS_DIR): FlowContext {
  return {
    sharedConditions: sharedConditions(flowsDir),
    siteGuards: siteGuards(flowsDir),
    namedGuards: namedGuards(flowsDir),
    operators,
    errorParameter: siteConfig().errorParameter,
  };
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

export function readSources(paths: readonly string[]): SourceFile[] {
  return paths.map((path) => ({ file: relative(process.cwd(), path) || path, text: readFileSync(path, 'utf8') }));
}

export function flowSources(flowsDir = FLOWS_DIR): SourceFile[] {
  return readSources(jsonFilesUnder(flowsDir));
}
