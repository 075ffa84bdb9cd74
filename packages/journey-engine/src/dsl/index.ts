/**
 * The engine's own DSL: the JSON Schemas a site assembles its flow schema from (assembleFlowSchema),
 * and the types of a flow generated from them.
 */
import conditionsDsl from './conditions.schema.json' with { type: 'json' };
import flowDsl from './flow.schema.json' with { type: 'json' };
import siteGuardsDsl from './site-guards.schema.json' with { type: 'json' };

export { conditionsDsl, flowDsl, siteGuardsDsl };
export type * from './flow.ts';
