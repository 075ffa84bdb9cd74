/** This site, as the engine's command line reads it (journey-engine validate, as npm run validate; journey-engine new-step-type). */
import { defineSite } from 'journey-engine/cli';
import { loadValidationProject, projectFiles } from './tools/project.ts';

export default defineSite({
  validation: {
    project: loadValidationProject,
    files: () => projectFiles(),
    rulesDocument: 'docs/flow-dsl.md, section 10 (Rule id catalogue)',
  },
  stepTypes: { folder: 'components/steps', registry: 'components/steps/registry.ts' },
});
