/** The site as its journey cases see it: a new visitor's facts, and the step types that go on by themselves. */
import type { CaseSite } from 'journey-engine/runtime';
import { goesOn } from '../components/steps/registry.ts';
import { defaultFacts } from '../schemas/generated/facts-defaults.ts';

export const caseSite: CaseSite = { siteFacts: defaultFacts(), goesOn };
