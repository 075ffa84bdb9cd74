/** The engine's types a component names, so that components reach the engine through its React binding only. */
export type { CompiledField, CompiledFlow, CompiledStep, Facts, Flow, StepError } from '../core/types.ts';
export type { TargetJson } from '../runtime/targets.ts';
