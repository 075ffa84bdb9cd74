/** Every service operation flows may call. tools/generate.ts puts their names and outcomes in the flow schema. */
import type { ServiceOperation } from '../../engine/core/service-operation.ts';
import { identityRegister } from './identity-register.ts';

export const serviceOperations: readonly ServiceOperation[] = [identityRegister];
