/** The engine's types a component names, so that components reach the engine through its React binding only. */
export type { CompiledField, CompiledFlow, CompiledStep, Facts, Flow, StepError } from 'journey-engine';
export type { TargetJson } from 'journey-engine/runtime';
