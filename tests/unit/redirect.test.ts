/**
 * The requested redirect is followed only to a path on this site (spec 000 section 5), with only the
 * query parameters spec 001 section 5 keeps. Every hostile payload below must be refused.
 */
import { describe, expect, it } from 'vitest';
import { compileLogic } from '../../engine/core/json-logic.ts';
import { isSameOriginPath } from '../../engine/core/paths.ts';
import { safeRedirect } from '../../engine/core/redirect.ts';

const hostile = [
  // other hosts, absolute and protocol-relative
  'https://evil.example',
  'http://evil.example/mijn-abonnement',
  'https:evil.example',
  'https:/evil.example',
  'http:\\\\evil.example',
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '//evil.example/%2F..',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  'evil.example',
  '@evil.example',
  '//videoland.com@evil.example',
  'ftp://evil.example',
  'ws://evil.example',
  '//%65vil.example',
  'https://localhost.evil.example',
  'https://www.videoland.com.evil.example/',
  '//evil.example:443',
  '/ /evil.example',
  // encoded slashes and backslashes
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '%5C%5Cevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '%2F%5Cevil.example',
  // control characters and white space browsers drop
  '/%09/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/%0A/evil.example',
  '/%0D/evil.example',
  '/%00/evil.example',
  '/\u0000/evil.example',
  '/%7F/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/%20/evil.example',
  // scripts and data
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'javascript%3Aalert(1)',
  'java%0Ascript:alert(1)',
  '%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)',
  'javascript://%0Aalert(1)',
  'javascript:/%2F%2Fevil.example',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  // malformed encodings, empty, oversized, not text
  '/%E0%A4%A',
  '/%',
  '',
  `/${'a'.repeat(3000)}`,
  null,
  undefined,
  42,
  { path: '/mijn-abonnement' },
  ['/mijn-abonnement'],
];

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
    ['/@evil.example/..', '/'],
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
  expect(isSameOriginPath('//evil.example')).toBe(false);
});
