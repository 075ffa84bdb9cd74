/**
 * A kind of data file beside the flows, given by the project (its partner offers, its promotions):
 * the validator parses it with positions, checks its schema, the routes and names it claims across
 * the project and its own rules, with the same located errors as a flow. The core knows no kind by
 * name; the project lists its kinds in the validation project.
 */
import type { Finding } from './finding.ts';
import type { ValidationProject } from './project.ts';

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
