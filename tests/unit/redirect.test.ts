/**
 * The requested redirect is followed only to a path on this site (spec 000 section 5: the engine's
 * sitePath), with only the query parameters spec 001 section 5 keeps (the site's safeRedirect).
 * Every hostile payload below must be refused by both.
 */
import { describe, expect, it } from 'vitest';
import { compileLogic, isSameOriginPath, sitePath } from 'journey-engine';
import { safeRedirect as safeRedirectOperator } from '../../operators/safe-redirect.ts';
import { operators } from '../../operators/registry.ts';
import { hostileRedirects as hostile } from '../support/hostile-redirects.ts';

const safeRedirect = (requested: unknown) => safeRedirectOperator.evaluate([requested]);

describe('hostile redirect targets are refused', () => {
  it('covers at least 60 payloads', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(60);
  });

  it.each(hostile.map((payload) => [JSON.stringify(payload), payload] as const))('%s', (_label, payload) => {
    expect(sitePath(payload)).toBeUndefined();
    expect(safeRedirect(payload)).toBeNull();
    expect(compileLogic({ sitePath: [{ var: 'query.redirect' }] })({ query: { redirect: payload } })).toBeNull();
    expect(compileLogic({ safeRedirect: [{ var: 'query.redirect' }] }, { operators })({ query: { redirect: payload } })).toBeNull();
  });
});

describe('paths of this site are followed', () => {
  it.each([
    ['/mijn-abonnement', '/mijn-abonnement'],
    ['/abonnementen/welkom-terug', '/abonnementen/welkom-terug'],
    ['/activeer/abonnement/plus/ideal', '/activeer/abonnement/plus/ideal'],
    ['/meldingen/al-geactiveerd-via/KPN', '/meldingen/al-geactiveerd-via/KPN'],
    ['/a/../mijn-abonnement', '/mijn-abonnement'],
    ['/mijn-abonnement#factuur', '/mijn-abonnement'],
    // Odd, but paths of this site: at worst the not-found page.
    ['/javascript:alert(1)', '/javascript:alert(1)'],
  ])('%s goes to %s', (requested, expected) => {
    expect(safeRedirect(requested)).toBe(expected);
    expect(sitePath(requested)).toBe(expected);
  });
});

describe('the site keeps only query parameters of letters only, without < > ( ); the engine keeps them all', () => {
  it.each([
    ['/abonnementen?planId=plus&referral=vriend', '/abonnementen?planId=plus&referral=vriend'],
    ['/abonnementen?redirect-url=/x&planId=plus', '/abonnementen?planId=plus'],
    ['/abonnementen?plan_id=plus', '/abonnementen'],
    ['/abonnementen?plan1=plus', '/abonnementen'],
    ['/abonnementen?planId=<script>', '/abonnementen'],
    ['/abonnementen?planId=alert(1)', '/abonnementen'],
    ['/abonnementen?planId=%3Cscript%3E&upgrade=true', '/abonnementen?upgrade=true'],
    ['/abonnementen?x=a>b', '/abonnementen'],
  ])('%s becomes %s', (requested, expected) => {
    expect(safeRedirect(requested)).toBe(expected);
  });

  it.each([
    ['/abonnementen?plan_id=plus&plan1=basis', '/abonnementen?plan_id=plus&plan1=basis'],
    ['/abonnementen?planId=%3Cscript%3E&upgrade=true', '/abonnementen?planId=%3Cscript%3E&upgrade=true'],
  ])('the engine keeps %s whole', (requested, expected) => {
    expect(sitePath(requested)).toBe(expected);
  });
});

it('isSameOriginPath accepts a plain path and refuses a protocol-relative one', () => {
  expect(isSameOriginPath('/mijn-abonnement')).toBe(true);
  expect(isSameOriginPath('/a/../mijn-abonnement')).toBe(true);
  expect(isSameOriginPath('//evil.example')).toBe(false);
});

// What the payment service's returnUrl, the password e-mail's link and the social login's return check alone, without
// sitePath after it: every payload that names another host (a malformed or oversized path is refused by sitePath).
it.each(hostile.filter((payload): payload is string => typeof payload === 'string' && payload.includes('evil')).map((payload) => [JSON.stringify(payload), payload] as const))(
  'isSameOriginPath refuses %s',
  (_label, payload) => {
    expect(isSameOriginPath(payload)).toBe(false);
  },
);
