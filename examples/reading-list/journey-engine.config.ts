/** The reading list, as the engine's command line reads it (journey-engine validate, cases, new-step-type): its definition. */
import { join } from 'node:path';
import { defineSite } from 'journey-engine/cli';
import { caseSite, flowContext, SITE_DIR, validationProject } from './site.tsx';

export default defineSite({
  validation: {
    project: validationProject,
    files: () => [join(SITE_DIR, 'flows', 'reading-list.flow.json')],
  },
  cases: { site: () => caseSite, context: flowContext },
  stepTypes: { folder: 'steps', registry: 'steps/registry.ts' },
});
