/** What validation checks a flow against: the schemas, the copy, the configuration, the other flows and the project's kinds of data file. */
import type { Logic } from '../json-logic.ts';
import type { Operator } from '../operator.ts';
import type { ServiceOperation } from '../service-operation.ts';
import type { Finding } from './finding.ts';
import type { DslKeyword } from '../keyword.ts';

/** Where a site keeps its sources, as the validator's messages name them; the shared conditions and the site guards are found by their file names. */
export interface SourceNames {
  facts: string;
  flowSchema: string;
  copy: string;
  siteConfig: string;
  sharedConditions: string;
  siteGuards: string;
}

export interface ValidationProject {
  names: SourceNames;
  flowSchema: object;
  conditionsSchema: object;
  siteGuardsSchema: object;
  /** The kinds of data file beside the flows (a site's offers, say): each with its schema and rules. */
  kinds: readonly DataKind[];
  factsSchema: object;
  /** Every copy key of the site's copy, dotted (registration.email.title). */
  copyKeys: ReadonlySet<string>;
  /** The query parameter a step's error code travels in (the site's configuration names it): no target writes it by hand. */
  errorParameter: string;
  /** The site's named external destinations. */
  externalDestinations: ReadonlySet<string>;
  /** The files under public/, as the site serves them (/favicon.svg). */
  publicFiles: ReadonlySet<string>;
  /** The shared conditions (names.sharedConditions). */
  sharedConditions: Readonly<Record<string, Logic>>;
  /** The named guards of the site guards (names.siteGuards), which a flow's or a step's guards name. */
  namedGuards: Readonly<Record<string, unknown>>;
  /** The site's condition operators (the validator checks their day arguments). */
  operators: readonly Operator[];
  /** The site's service operations: what each outcome answers (rule unknown-result-field), and which carry on (rule unrouted-outcome). */
  operations: readonly OperationResults[];
  /** The site's own keywords (core/keyword.ts): each one's checks run where a flow writes it. None where absent. */
  keywords?: readonly DslKeyword<never>[];
}

/** What the validator reads of a service operation: its name, its outcomes, which carry on, and what each answers. */
export type OperationResults = Pick<ServiceOperation, 'name' | 'outcomes' | 'carriesOn' | 'results'>;

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
  /** Whether this file is being added or changed (ValidationOptions.changed): not yet as it is on the main branch. */
  changed: boolean;
  project: ValidationProject;
  /** Whether a facts path is described by the site's facts schema. */
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
  /** The kind's own words for a route of its file that another file (owner) has already; undefined keeps the engine's. */
  routeTaken?(route: string, owner: string): string;
  /**
   * Where a file stands among its kind when two claim one route or name: the later (by this text's
   * order, such as a first day as YYYY-MM-DD) is the one reported; by file name when left out.
   */
  order?(value: unknown): string;
  /** The names a file owns (each one file's across every kind). */
  claims?(value: unknown): readonly Claim[];
  /** The kind's own rules, once its schema passed. */
  check?(value: unknown, context: KindContext): readonly Finding[];
  /**
   * The kind's own words for what its schema found, for files read in another language than the
   * engine's English; undefined keeps the engine's message. The rule id and place do not change.
   */
  schemaMessage?(error: SchemaError): string | undefined;
}

/** What a schema found, as a kind words it: the keyword that failed with ajv's params, the value found (as JSON) and the schema it is about. */
export interface SchemaError {
  keyword: string;
  params: Record<string, unknown>;
  found: string;
  /** The property's schema: for "required", the missing property's; its title and description name it. */
  schema: { title?: string; description?: string };
}
