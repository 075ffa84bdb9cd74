/**
 * The requested redirect is followed only to a path on this site (spec 000 section 5), with only the
 * query parameters spec 001 section 5 keeps. Every hostile payload below must be refused.
 */
import { describe, expect, it } from 'vitest';
import { compileLogic, isSameOriginPath, safeRedirect } from 'journey-engine';
import { hostileRedirects as hostile } from '../support/hostile-redirects.ts';

describe('hostile redirect targets are refused', () => {
  it('covers at least 60 payloads', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(60);
  });

  it.each(hostile.map((payload) => [JSON.stringify(payload), payload] as const))('%s', (_label, payload) => {
    expect(safeRedirect(payload)).toBeUndefined();
    expect(compileLogic({ safeRedirect: [{ var: 'query.redirect' }] })({ query: { redirect: payload } })).toBeNull();
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
  });
});

describe('only query parameters of letters only, without < > ( ), are kept', () => {
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
});

it('isSameOriginPath accepts a plain path and refuses a protocol-relative one', () => {
  expect(isSameOriginPath('/mijn-abonnement')).toBe(true);
  expect(isSameOriginPath('/a/../mijn-abonnement')).toBe(true);
  expect(isSameOriginPath('//evil.example')).toBe(false);
});

// What the payment service's returnUrl, the password e-mail's link and the social login's return check alone, without
// safeRedirect after it: every payload that names another host (a malformed or oversized path is refused by safeRedirect).
it.each(hostile.filter((payload): payload is string => typeof payload === 'string' && payload.includes('evil')).map((payload) => [JSON.stringify(payload), payload] as const))(
  'isSameOriginPath refuses %s',
  (_label, payload) => {
    expect(isSameOriginPath(payload)).toBe(false);
  },
);
