/** What validation checks a flow against: the schemas, the copy, the configuration, the other flows and the project's kinds of data file. */
import type { Logic } from '../json-logic.ts';
import type { Operator } from '../operator.ts';
import type { Finding } from './finding.ts';

export interface ValidationProject {
  flowSchema: object;
  conditionsSchema: object;
  siteGuardsSchema: object;
  /** The kinds of data file beside the flows (campaigns/kinds.ts: the partner offers, the promotions). */
  kinds: readonly DataKind[];
  factsSchema: object;
  /** Every copy key of copy/nl, dotted (registration.email.title). */
  copyKeys: ReadonlySet<string>;
  /** The query parameter a step's error code travels in (config/site.json's errorParameter): no target writes it by hand. */
  errorParameter: string;
  /** The named external destinations of config/site.json. */
  externalDestinations: ReadonlySet<string>;
  /** The files under public/, as the site serves them (/partners/ah.svg). */
  publicFiles: ReadonlySet<string>;
  /** flows/conditions.json */
  sharedConditions: Readonly<Record<string, Logic>>;
  /** The named guards of flows/site-guards.json, which a flow's or a step's guards name. */
  namedGuards: Readonly<Record<string, unknown>>;
  /** operators/registry.ts: the product's condition operators (the validator checks their day arguments). */
  operators: readonly Operator[];
}

export interface SourceFile {
  /** As it is reported, relative to where the command runs. */
  file: string;
  text: string;
}

/** A name one file owns in a space that every kind shares, such as a plan's slug. */
export interface Claim {
  space: string;
  name: string;
  pointer: string;
  rule: string;
  /** Why a second claim is refused, given the file that owns the name. */
  message(owner: string): string;
}

export interface KindContext {
  file: string;
  /** Every route of the project. */
  routes: ReadonlySet<string>;
  /** Every file of this kind as it parsed, in order: the rest of the project first, then the files being checked. */
  files: readonly { file: string; value: unknown }[];
  project: ValidationProject;
  /** Whether a facts path is described by schemas/facts.schema.json. */
  isFact(path: string): boolean;
}

/**
 * A kind of data file beside the flows, given by the project (its partner offers, its promotions):
 * the validator parses it with positions, checks its schema, the routes and names it claims across
 * the project and its own rules, with the same located errors as a flow. The core knows no kind by
 * name; the project lists its kinds in the validation project.
 */
export interface DataKind {
  /** As the validation result lists the files of this kind. */
  readonly name: string;
  matches(file: string): boolean;
  /** The kind's JSON Schema, with its $id. */
  readonly schema: object;
  /** The routes a file declares: each must be no other file's (duplicate-route). */
  routes?(value: unknown): readonly { route: string; pointer: string }[];
  /** The names a file owns (each one file's across every kind). */
  claims?(value: unknown): readonly Claim[];
  /** The kind's own rules, once its schema passed. */
  check?(value: unknown, context: KindContext): readonly Finding[];
}
