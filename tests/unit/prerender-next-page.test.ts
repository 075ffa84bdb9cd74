/**
 * The build's prerender (journey-engine/runtime's prerenderRoutes) with the project's flows: beside
 * a journey step's page it renders the page of the step a new visitor goes to next, for a press
 * module to show (journey-engine-react/press), and it names the operations a press on the step may
 * lead to. Each page is "rendered" here as what its runtime shows, so the test reads which page
 * each render was of.
 */
import { expect, it } from 'vitest';
import type { CompiledFlow } from 'journey-engine';
import type { JourneyRuntime } from 'journey-engine/runtime';
import { prerenderProject } from '../support/prerender-project.ts';
import { compiledFlow, projectOutline } from '../support/project-flows.ts';

const ids = ['registration', 'login', 'contact', 'errors'];
const flows = new Map(ids.map((id) => [id, compiledFlow(id)]));
const outlines = ids.map(projectOutline);

/** What a runtime shows, as a page's HTML: its address, its step and the step's position. */
function shownAsHtml(journey: JourneyRuntime<{ flow: CompiledFlow }>): { title: string; html: string } {
  const { location, render } = journey.getSnapshot();
  return { title: render?.step.id ?? '', html: `${location.pathname} ${render?.loaded.flow.id}/${render?.step.id} ${render?.position.index}/${render?.position.count}` };
}

const prerendered = () => prerenderProject({ outlines, flows, render: shownAsHtml });

it('renders, beside a journey step, the page of the step a new visitor goes to next, at its address and position', async () => {
  const { pages } = await prerendered();
  const registration = pages.find((page) => page.route === '/aanmelden');
  expect(registration).toMatchObject({ step: 'registration/email', html: '/aanmelden/email registration/email 0/6' });
  expect(registration?.next).toEqual({
    step: 'registration/password',
    path: '/aanmelden/wachtwoord',
    position: '1/6',
    title: 'password',
    html: '/aanmelden/wachtwoord registration/password 1/6',
  });
  // What the press may call: the address check, and the flow's load it then leads to.
  expect(registration?.operations).toEqual(['identity.checkEmail', 'account.visitorExperiments']);
});

it('renders no next page beside a page of a flow of pages, whose next page a service decides or which has no form', async () => {
  const { pages } = await prerendered();
  const contact = pages.find((page) => page.route === '/contact');
  expect(contact?.step).toBe('contact/contact');
  expect(contact?.next).toBeUndefined();
  expect(contact?.operations).toEqual(['account.contact']);
  for (const page of pages.filter((candidate) => !candidate.route.startsWith('/aanmelden'))) expect(page.next, page.route).toBeUndefined();
});
