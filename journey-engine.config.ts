/** This site, as the engine's command line reads it (journey-engine validate and cases, as npm run validate and cases; journey-engine new-step-type). */
import { defineSite } from 'journey-engine/cli';
import { flowContext, loadValidationProject, projectFiles } from './tools/project.ts';

export default defineSite({
  validation: {
    project: loadValidationProject,
    files: () => projectFiles(),
    rulesDocument: 'docs/flow-dsl.md, section 10 (Rule id catalogue)',
  },
  cases: {
    // The step types are React components: loaded only when cases are run.
    site: async () => (await import('./tools/case-site.ts')).caseSite,
    context: () => flowContext(),
  },
  stepTypes: { folder: 'components/steps', registry: 'components/steps/registry.ts' },
  // Beside the other types generated from the schemas; npm run generate writes it too.
  types: { out: 'schemas/generated/facts.ts' },
});
