/**
 * journey-engine new-step-type NAME: a new step type in a folder of its own beside the site's
 * others, added to the site's list of step types. The site's definition names both (stepTypes).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import type { SiteDefinition } from './site.ts';
import { stepTypeFiles, stepTypeNames } from './step-type-scaffold.ts';
import { UsageError, type Console } from './usage.ts';

export const NEW_STEP_TYPE_USAGE = `journey-engine new-step-type NAME

  Writes a new step type into a folder of its own among the site's step types (the site's
  definition names that folder and their list: stepTypes.folder and stepTypes.registry): its
  component with its definition, its stylesheet and its tests; then adds it to the list. NAME is
  what flows write in "type": lower case, words joined by "-", such as star-rating.`;

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The registry's text with the definition imported and in its stepTypes list; undefined when it has no such list to add to. */
export function withStepType(registry: string, definition: string, from: string): string | undefined {
  const list = /\bstepTypes\b[^=]*=\s*\[/.exec(registry);
  if (!list) return undefined;
  const open = list.index + list[0].length;
  const close = registry.indexOf(']', open);
  if (close < 0) return undefined;
  const items = registry.slice(open, close).trim();
  const listed = `${registry.slice(0, open)}${items ? `${items.replace(/,$/, '')}, ` : ''}${definition}${registry.slice(close)}`;
  const imports = [...listed.matchAll(/^import .*;$/gm)].at(-1);
  const at = imports ? imports.index + imports[0].length + 1 : 0;
  return `${listed.slice(0, at)}import { ${definition} } from '${from}';\n${listed.slice(at)}`;
}

/** Runs the command; its exit status. */
export function newStepTypeCommand(args: readonly string[], site: SiteDefinition, console: Console, siteDir: string): number {
  const { positionals } = parseArgs({ args: [...args], options: {}, allowPositionals: true, strict: true });
  const [type, ...extra] = positionals;
  if (!type || extra.length > 0) throw new UsageError('Name one step type.');
  if (!NAME.test(type)) throw new UsageError(`"${type}" is no step type name: lower case, words joined by "-", such as star-rating.`);
  const where = site.stepTypes;
  if (!where) throw new UsageError("The site's definition does not say where its step types are: add stepTypes: { folder, registry } to defineSite.");
  const shown = (path: string) => relative(process.cwd(), path) || '.';
  const folder = resolve(siteDir, where.folder, type);
  if (existsSync(folder)) throw new UsageError(`${shown(folder)} exists already: the step type "${type}" has its folder.`);
  const registry = resolve(siteDir, where.registry);
  if (!existsSync(registry)) throw new UsageError(`${shown(registry)}, the site's list of step types, does not exist.`);

  const { component, definition } = stepTypeNames(type);
  mkdirSync(folder, { recursive: true });
  const files = stepTypeFiles(type);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  const from = relative(dirname(registry), join(folder, `${component}Step.tsx`))
    .split(sep)
    .join('/');
  const listed = withStepType(readFileSync(registry, 'utf8'), definition, from.startsWith('.') ? from : `./${from}`);
  if (listed) writeFileSync(registry, listed);

  console.log(`Wrote the step type "${type}" into ${shown(folder)}: ${Object.keys(files).join(', ')}.`);
  console.log(
    listed
      ? `Added ${definition} to the step types of ${shown(registry)}.`
      : `${shown(registry)} has no stepTypes = [...] list: add ${definition} to the site's step types by hand.`,
  );
  console.log(`Next: assemble the site's flow schema again (npm run generate, where the site has it), give the copy keys, and use it in a flow as "type": "${type}".`);
  return 0;
}
