/**
 * journey-engine types: the site's TypeScript from its facts schema and flows (flow-types.ts),
 * written where the site's definition says (types.out) or --out names; --check only says whether
 * that file is current, for CI.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileKind } from '../core/validate/validate.ts';
import { flowTypes } from './flow-types.ts';
import type { SiteDefinition } from './site.ts';
import { UsageError, type Console } from './usage.ts';

export const TYPES_USAGE = `journey-engine types [--out FILE] [--check]

  Writes the site's types from its facts schema, its flows and its keywords: the facts, each step's
  answers by "flow/step" and its keywords' values, registered with the engine; so useStep().facts,
  useStepForm('flow/step'), a StepId and flow.keywords are checked by TypeScript. Run it again after
  a flow, the facts schema or a keyword changes.

  --out FILE   where to write them (default: the definition's types.out, or journey-types.ts)
  --check      writes nothing; fails (exit 1) when the file is not current`;

/** Where the types go when neither the definition nor --out says. */
const DEFAULT_OUT = 'journey-types.ts';

/** What journey-engine types writes for a site, from its facts schema and the files its validator reads that are flows. */
export interface SiteTypes {
  text: string;
  /** Where it goes, from the definition's folder: the definition's types.out, or journey-types.ts. */
  out: string;
  flows: number;
  steps: number;
}

export async function siteTypes(site: SiteDefinition): Promise<SiteTypes> {
  const project = site.validation.project();
  const flows = site.validation.files().filter((file) => fileKind(file, project) === 'flow');
  const parsed = flows.map((file) => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as unknown;
    } catch (error) {
      throw new UsageError(`${relative(process.cwd(), file)} is not JSON (${(error as Error).message}): journey-engine validate says where.`);
    }
  });
  const { text, steps } = await flowTypes({
    factsSchema: project.factsSchema,
    flows: parsed,
    keywords: project.keywords ?? [],
    from: `${project.names.facts} and ${flows.length} flows`,
  });
  return { text, out: site.types?.out ?? DEFAULT_OUT, flows: flows.length, steps };
}

/** Runs the command; its exit status. */
export async function typesCommand(args: readonly string[], site: SiteDefinition, console: Console, siteDir: string): Promise<number> {
  const { values, positionals } = parseArgs({ args: [...args], options: { out: { type: 'string' }, check: { type: 'boolean' } }, allowPositionals: true, strict: true });
  if (positionals.length > 0) throw new UsageError(`types takes no files: it reads the site's (${positionals.join(' ')}).`);
  const { text, out: defaultOut, flows, steps } = await siteTypes(site);
  const out = values.out ? resolve(values.out) : resolve(siteDir, defaultOut);
  const shown = relative(process.cwd(), out) || out;
  const current = existsSync(out) ? readFileSync(out, 'utf8') : undefined;
  if (values.check) {
    if (current === text) {
      console.log(`${shown} is current.`);
      return 0;
    }
    console.error(`${shown} is not current: run journey-engine types.`);
    return 1;
  }
  if (current !== text) writeFileSync(out, text);
  console.log(`${current === text ? 'Unchanged' : 'Wrote'} ${shown}: the facts and ${steps} steps of ${flows} flows.`);
  return 0;
}
