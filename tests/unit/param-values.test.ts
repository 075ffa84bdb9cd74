/** A flow's paramValues: one step path answers at one static route per value, and only there. */
import { describe, expect, it } from 'vitest';
import { outlineOf, expandRoute } from 'journey-engine';
import { flowRoutes } from 'journey-engine/validate';
import type { Flow } from 'journey-engine';

describe('expandRoute', () => {
  it('gives one route per value, with the parameter bound, and keeps the other parameters', () => {
    expect(expandRoute('/:purchase/abonnement/:plan/:method?', { purchase: ['activeer', 'verleng'] })).toEqual([
      { route: '/activeer/abonnement/:plan/:method?', params: { purchase: 'activeer' } },
      { route: '/verleng/abonnement/:plan/:method?', params: { purchase: 'verleng' } },
    ]);
  });

  it('gives every combination of two fixed parameters', () => {
    expect(expandRoute('/:a/:b', { a: ['x', 'y'], b: ['1', '2'] })?.map((entry) => entry.route)).toEqual(['/x/1', '/x/2', '/y/1', '/y/2']);
  });

  it('leaves a pattern without such a parameter, and an optional one, alone', () => {
    expect(expandRoute('/abonnement/:plan', { purchase: ['activeer'] })).toBeUndefined();
    expect(expandRoute('/abonnement/:purchase?', { purchase: ['activeer'] })).toBeUndefined();
  });
});

describe('a flow with paramValues', () => {
  const flow = {
    id: 'buy',
    basePath: '/',
    layout: 'onboarding',
    mode: 'pages',
    paramValues: { purchase: ['activeer', 'verleng'] },
    steps: [
      { id: 'choose', path: ':purchase/abonnement/:plan', type: 'message' },
      { id: 'done', path: 'klaar', type: 'message' },
    ],
  } as unknown as Flow;

  it('is routed at the expansions only; the pattern is a template that targets may name', () => {
    const [choose, done] = outlineOf(flow).steps;
    expect(choose).toMatchObject({ route: '/:purchase/abonnement/:plan', template: true });
    expect(choose?.aliases).toEqual([
      { route: '/activeer/abonnement/:plan', params: { purchase: 'activeer' } },
      { route: '/verleng/abonnement/:plan', params: { purchase: 'verleng' } },
    ]);
    expect(done).toMatchObject({ route: '/klaar', template: false, aliases: [] });
  });

  it('declares the pattern and each expansion to the validator, so that targets may name either', () => {
    expect(flowRoutes(flow)).toEqual([
      { route: '/:purchase/abonnement/:plan', pointer: '/steps/0/path', template: true },
      { route: '/activeer/abonnement/:plan', pointer: '/steps/0/path' },
      { route: '/verleng/abonnement/:plan', pointer: '/steps/0/path' },
      { route: '/klaar', pointer: '/steps/1/path' },
    ]);
  });
});
