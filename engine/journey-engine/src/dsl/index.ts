/**
 * The engine's own DSL: the JSON Schemas a site assembles its flow schema from (assembleFlowSchema),
 * and the types of a flow generated from them.
 */
import conditions from './conditions.schema.json' with { type: 'json' };
import flow from './flow.schema.json' with { type: 'json' };
import siteGuards from './site-guards.schema.json' with { type: 'json' };

/**
 * A JSON Schema of the DSL. Typed so, not as its JSON: the declaration files then import no JSON,
 * which a site's TypeScript would have to read with import attributes.
 */
export type DslSchema = Readonly<Record<string, unknown>>;

/** One journey: its routes, steps, conditions, guards, service calls and redirects. */
export const flowDsl: DslSchema = flow;
/** A site's shared named conditions (conditions.json). */
export const conditionsDsl: DslSchema = conditions;
/** A site's guards of every page (site-guards.json). */
export const siteGuardsDsl: DslSchema = siteGuards;

export type * from './flow.ts';
