/**
 * The files of a new step type, one folder of its own: its component with its definition, its
 * stylesheet and its tests. A starting point that works as written (a title and a button that goes
 * on), typed, formatted and tested, for the developer to make into the step they need.
 */

/** The names a step type of this name is written with: star-rating → StarRating, starRatingStep. */
export function stepTypeNames(type: string): { component: string; definition: string } {
  const component = type
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return { component, definition: `${component.charAt(0).toLowerCase()}${component.slice(1)}Step` };
}

/** The folder's files by name. */
export function stepTypeFiles(type: string): Record<string, string> {
  const { component, definition } = stepTypeNames(type);
  return {
    [`${component}Step.tsx`]: `/**
 * A ${type} step: a title and a button that goes on. Say here what it is for; its description below
 * is what the flow schema, the editor and the DSL reference say of it.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { defineStepType, useStep, type StepComponentProps } from 'journey-engine-react';

interface ${component}Props {
  /** The page's heading: a copy key. */
  title: string;
  /** The button's words: a copy key. */
  submit: string;
}

function ${component}({ step, props }: StepComponentProps<${component}Props>): ReactElement {
  const { t } = useTranslation();
  const { submit, busy } = useStep();
  return (
    <form
      className="step-${type}"
      data-step={step.id}
      onSubmit={(event) => {
        event.preventDefault();
        submit(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <h1>{t(props.title)}</h1>
      <button disabled={busy}>{t(props.submit)}</button>
    </form>
  );
}

export const ${definition} = defineStepType<${component}Props>({
  type: '${type}',
  description: 'A page with a title and a button that goes on.',
  // With a form, name the fields the component reads in "form": every flow that uses the type is held to them.
  acceptsForm: false,
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'submit'],
    properties: {
      title: { $ref: '#/$defs/copyKey', description: "The page's heading." },
      submit: { $ref: '#/$defs/copyKey', description: "The button's words." },
    },
  },
  Component: ${component},
});
`,
    [`${type}.css`]: `/* The ${type} step's own styles; the site's stylesheet holds what every page shares. */
.step-${type} {
  display: grid;
}
`,
    [`${component}Step.test.tsx`]: `/** The ${type} step type's own tests: what it shows of its props, and that it takes one press at a time. */
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileFlow, interpretedLogic, type Facts, type Flow } from 'journey-engine';
import { StepContext } from 'journey-engine-react';
import { ${definition} } from './${component}Step.tsx';

const copy = createInstance();
await copy.init({ lng: 'en', resources: { en: { translation: { example: { title: 'A title', submit: 'Continue' } } } } });
const props = { title: 'example.title', submit: 'example.submit' };
// A flow of one page of this type; the layout is the page's frame, which this test does not render.
const example: Flow = {
  $schema: 'flow.schema.json',
  id: 'example',
  mode: 'pages',
  basePath: '/example',
  layout: 'page',
  steps: [{ id: 'example', path: 'step', type: '${type}', props }],
};
const flow = compileFlow(example, { logic: interpretedLogic() });

function render(busy: boolean): string {
  const step = flow.stepsById.get('example');
  if (!step) throw new Error('the example flow has no step');
  const facts = {} as Facts;
  return renderToString(
    <I18nextProvider i18n={copy}>
      <StepContext.Provider value={{ flow, validators: {}, step, facts, submit: () => undefined, busy }}>
        <${definition}.Component step={step} props={props} facts={facts} position={{ index: 0, count: 1 }} />
      </StepContext.Provider>
    </I18nextProvider>,
  );
}

describe('the ${type} step', () => {
  it('shows its title and its button in the words of their copy keys', () => {
    const html = render(false);
    expect(html).toContain('<h1>A title</h1>');
    expect(html).toContain('<button>Continue</button>');
  });

  it('takes no second press while the first is under way', () => {
    expect(render(true)).toContain('<button disabled="">Continue</button>');
  });
});
`,
  };
}
