/**
 * What a site registers of its own types, as TanStack Router's Register does: the engine is written
 * against the facts every site has (EngineFacts); a site that declares its facts here gets them
 * back, typed, wherever the engine hands facts to its components.
 *
 *   declare module 'journey-engine' {
 *     interface Register { facts: Facts }
 *   }
 *
 * The engine compiles on its own without any site (its own tsconfig.json).
 */
import type { Answers } from './answers.ts';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface to add to
export interface Register {}

/** The facts the engine fills on every page: the address's query and parameters, where the visitor is, the flow's answers. */
export interface EngineFacts {
  query: { [name: string]: string | undefined };
  params: { [name: string]: string | undefined };
  /** path: this page's path and query; from: the page's before it in the tab, where the runtime knows one (an error page's way back). */
  location: { path: string; from?: string };
  answers: Answers;
  /** The answer of the service call whose outcome is being routed. */
  result?: unknown;
}

/** The site's facts, as it registered them; the engine's own where none is registered. */
export type Facts = Register extends { facts: infer SiteFacts extends EngineFacts } ? SiteFacts : EngineFacts;

/**
 * Each step's form answers by its key, the flow's id and the step's ("registration/email"), as the
 * site registered them (journey-engine types writes them from its flows); any key and any answers
 * where none are registered.
 */
export type StepAnswers = Register extends { steps: infer SiteSteps extends object } ? SiteSteps : Record<string, Answers>;

/** A step of the site's flows, "flow/step": a key no flow has is a TypeScript error where the site registered its steps. */
export type StepKey = Extract<keyof StepAnswers, string>;

/** A step id of the site's flows; any string where none are registered. */
export type StepId = string extends StepKey ? string : { [Key in StepKey]: Key extends `${string}/${infer Id}` ? Id : never }[StepKey];

/**
 * The values of the site's own keywords (core/keyword.ts) on a flow or a step, as it registered
 * them (journey-engine types writes them from their schemas): each may be absent; any keyword,
 * unknown, where none are registered.
 */
export type SiteKeywords = Register extends { keywords: infer Keywords extends object } ? Partial<Keywords> : Readonly<Record<string, unknown>>;
