/** The reading list's files as the engine's validator checks them (Node only: it reads the disk). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assembleFlowSchema } from 'journey-engine';
import { conditionsDsl, flowDsl, siteGuardsDsl } from 'journey-engine/dsl';
import type { ValidationProject } from 'journey-engine/validate';
import { copy } from './copy.ts';
import { dsl, operations } from './site.tsx';

export const SITE_DIR = import.meta.dirname;

/** Its flows, one file each in flows/: a new flow is a new file there, and nothing else. */
export const flowFiles = (): string[] =>
  readdirSync(join(SITE_DIR, 'flows'))
    .filter((name) => name.endsWith('.flow.json'))
    .sort()
    .map((name) => join(SITE_DIR, 'flows', name));

export const factsSchema = JSON.parse(readFileSync(join(SITE_DIR, 'facts.schema.json'), 'utf8')) as Record<string, unknown>;

/** What the engine's validator checks this site's flows against: its DSL assembled from the engine's. */
export function validationProject(): ValidationProject {
  return {
    names: {
      facts: 'facts.schema.json',
      flowSchema: 'flow.schema.json',
      copy: 'copy.ts',
      siteConfig: 'site.tsx',
      sharedConditions: 'conditions.json',
      siteGuards: 'site-guards.json',
    },
    flowSchema: assembleFlowSchema(flowDsl, dsl, { $id: 'flow.schema.json', description: 'The reading list’s flows.' }),
    conditionsSchema: conditionsDsl,
    siteGuardsSchema: siteGuardsDsl,
    kinds: [],
    factsSchema,
    copyKeys: new Set(Object.keys(copy)),
    errorParameter: 'error',
    externalDestinations: new Set(),
    publicFiles: new Set(),
    sharedConditions: {},
    namedGuards: {},
    operators: [],
    operations,
  };
}
