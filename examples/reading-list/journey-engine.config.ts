/** The reading list, as the engine's command line reads it (journey-engine validate, cases, explain, new-step-type): its definition. */
import { defineSite } from 'journey-engine/cli';
import { caseSite, flowContext } from './site.tsx';
import { flowFiles, validationProject } from './validation.ts';

export default defineSite({
  validation: { project: validationProject, files: flowFiles },
  cases: { site: () => caseSite, context: flowContext },
  stepTypes: { folder: 'steps', registry: 'steps/registry.ts' },
});
