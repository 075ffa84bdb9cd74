/**
 * Every service operation flows may call, each loaded through the browser's table (loaders.ts), so
 * the two never differ: tools/generate.ts puts their names, inputs and outcomes in the flow schema.
 */
import type { ServiceOperation } from 'journey-engine';
import { operationLoaders } from './loaders.ts';

export const serviceOperations: readonly ServiceOperation[] = await Promise.all(Object.values(operationLoaders).map((load) => load()));
