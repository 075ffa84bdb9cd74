/**
 * A site's own keywords (journey-engine's defineKeyword): written into its flow schema at their
 * place, with their definitions; refused where they would take an engine keyword's place; kept by
 * the compiled flow and step for the site to read. (Their checks: the validator's malformed
 * progress-beyond-end.json; their tracking hooks: runtime.test.ts.)
 */
import { assembleFlowSchema, compileFlow, defineKeyword, interpretedLogic, type Flow, type SiteDsl } from 'journey-engine';
import { flowDsl } from 'journey-engine/dsl';
import { expect, it } from 'vitest';

const site = (keywords: SiteDsl['keywords']): SiteDsl => ({ stepTypes: [], operations: [], operators: [], layouts: ['page'], loadGroups: [], collections: [], keywords });
const identity = { $id: 'flow.schema.json', description: 'A test site.' };
type Schema = { properties: Record<string, unknown>; $defs: Record<string, { properties: Record<string, unknown> }> };

const chapter = defineKeyword({ keyword: 'chapter', on: 'flow', description: 'The chapter.', schema: { $ref: '#/$defs/chapter' }, defs: { chapter: { type: 'string' } } });
const hint = defineKeyword({ keyword: 'hint', on: 'step', description: 'A hint.', schema: { type: 'string' } });
const sampled = defineKeyword({ keyword: 'sampled', on: 'tracking', description: 'Sampled.', schema: { type: 'boolean' } });

it('writes each keyword at its place, with its description, and its definitions beside the engine’s', () => {
  const schema = assembleFlowSchema(flowDsl, site([chapter, hint, sampled]), identity) as unknown as Schema;
  expect(schema.properties.chapter).toEqual({ description: 'The chapter.', $ref: '#/$defs/chapter' });
  expect(schema.$defs.chapter).toEqual({ type: 'string' });
  expect(schema.$defs.step?.properties.hint).toEqual({ description: 'A hint.', type: 'string' });
  expect(schema.$defs.tracking?.properties.sampled).toEqual({ description: 'Sampled.', type: 'boolean' });
  // The engine's own schema is left as it was.
  expect((flowDsl as unknown as Schema).properties.chapter).toBeUndefined();
});

it('refuses a keyword that is one of the engine’s at its place, and a definition the schema has', () => {
  expect(() => assembleFlowSchema(flowDsl, site([{ ...hint, keyword: 'path' }]), identity)).toThrow('the keyword "path" is already one of a step\'s');
  expect(() => assembleFlowSchema(flowDsl, site([{ ...chapter, defs: { condition: {} } }]), identity)).toThrow(
    'the keyword "chapter" defines "condition", which the flow schema has already',
  );
});

it('keeps the keywords a flow and its steps write, and none of the engine’s, for the site to read', () => {
  const flow = {
    id: 'reading',
    basePath: '/reading',
    layout: 'page',
    chapter: 'one',
    steps: [{ id: 'first', path: 'first', type: 'page', hint: 'Read on', tracking: { screen: 'first', sampled: true } }],
  } as unknown as Flow;
  const compiled = compileFlow(flow, { logic: interpretedLogic() });
  expect(compiled.keywords).toEqual({ chapter: 'one' });
  expect(compiled.steps[0]?.keywords).toEqual({ hint: 'Read on' });
});
