/**
 * What a site tells the engine's command line about itself: its config file's default export
 * (journey-engine.config.ts or .js beside its package.json), written with defineSite.
 */
import type { FlowContext } from '../core/compile.ts';
import type { ValidationProject } from '../core/validate/project.ts';
import type { CaseSite } from '../runtime/journey-case.ts';

export interface SiteDefinition {
  validation: {
    /** What the validator checks the site's files against: its assembled schemas, copy keys, data kinds. */
    project(): ValidationProject;
    /** Every file the validator reads when none is named: the flows, shared conditions, guards and the site's data. */
    files(): readonly string[];
    /** Where the site explains the rule ids (a document with its section): each rule's help in SARIF. */
    rulesDocument?: string;
  };
  /** How the site's journey cases run, for cases: what they need of the site, and how it compiles a flow (its operators, shared conditions, guards). */
  cases?: {
    /** May load what it needs (the site's step types) only when asked: the other commands do without. */
    site(): CaseSite | Promise<CaseSite>;
    context(): FlowContext;
  };
  /** Where journey-engine types writes the site's types (default journey-types.ts): a path from the definition's folder, inside the site's TypeScript project. */
  types?: { out: string };
  /** Where the site keeps its step types, for new-step-type: paths from the definition's folder. */
  stepTypes?: {
    /** The folder with a folder per step type: its component, stylesheet and tests. */
    folder: string;
    /** The module whose stepTypes list registers them. */
    registry: string;
  };
}

/** A site's definition, typed: `export default defineSite({ validation: { ... } })`. */
export function defineSite(site: SiteDefinition): SiteDefinition {
  return site;
}
