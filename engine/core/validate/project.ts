/** What validation checks a flow against: the schemas, the copy, the configuration and the other flows. */
import type { Logic } from '../json-logic.ts';
import type { Operator } from '../operator.ts';
import type { DataKind } from './data-kinds.ts';

export interface ValidationProject {
  flowSchema: object;
  conditionsSchema: object;
  siteGuardsSchema: object;
  /** The kinds of data file beside the flows (campaigns/kinds.ts: the partner offers, the promotions). */
  kinds: readonly DataKind[];
  factsSchema: object;
  /** Every copy key of copy/nl, dotted (registration.email.title). */
  copyKeys: ReadonlySet<string>;
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
