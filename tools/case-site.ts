/** The site as its journey cases see it: a new visitor's facts, the step types that go on by themselves, and what its operations answer when a case names nothing. */
import type { CaseSite } from 'journey-engine/runtime';
import { goesOn } from '../components/steps/registry.ts';
import { defaultFacts } from '../schemas/generated/facts-defaults.ts';
import { serviceOperations } from '../services/operations/registry.ts';

export const caseSite: CaseSite = { siteFacts: defaultFacts(), goesOn, operations: serviceOperations };
