/** The star-rating step's own test, as its developer rewrote the scaffold's: five stars to choose from, in words. */
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { compileFlow, interpretedLogic, type Facts, type Flow } from 'journey-engine';
import { RuntimeContext, StepContext, type SiteRuntime } from 'journey-engine-react';
import { starRatingStep } from './StarRatingStep.tsx';

it('shows a radio button per star, named in words, under its title', () => {
  const props = { title: 'list.rate.title', submit: 'list.rate.send' };
  const example: Flow = {
    $schema: 'flow.schema.json',
    id: 'example',
    mode: 'pages',
    basePath: '/voorbeeld',
    layout: 'page',
    steps: [{ id: 'example', path: 'stap', type: 'star-rating', props }],
  };
  const flow = compileFlow(example, { logic: interpretedLogic() });
  const step = flow.stepsById.get('example');
  if (!step) throw new Error('the example flow has no step');
  const html = renderToString(
    <RuntimeContext.Provider value={{ siteName: 'Bibliotheek' } as unknown as SiteRuntime}>
      <StepContext.Provider value={{ flow, validators: {}, step, facts: {} as Facts, submit: () => undefined, busy: false }}>
        <starRatingStep.Component step={step} props={props} facts={{} as Facts} position={{ index: 0, count: 1 }} />
      </StepContext.Provider>
    </RuntimeContext.Provider>,
  );
  expect(html).toContain('<h1>Hoe vond je het laatste boek dat je las?</h1>');
  expect([...html.matchAll(/name="stars" value="(\d)"/g)].map((match) => match[1])).toEqual(['1', '2', '3', '4', '5']);
});
