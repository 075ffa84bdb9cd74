/**
 * A page's small stylesheet inside the page (journey-engine's build, issue 62): it saves the
 * request its first paint waited for, and the page's policy allows it by its hash, as a browser
 * computes it over the <style> element's text.
 */
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { allowingScript, allowingStyle } from 'journey-engine/host';
import { INLINE_STYLESHEET_MAX_GZIP_BYTES, inlinedStylesheets, withInlinedStylesheets } from 'journey-engine/vite';

const asset = (fileName: string, source: string | Uint8Array) => ({ type: 'asset', fileName, source }) as Rollup.OutputAsset;
// Random bytes do not compress: this many are more than a page's first round trip carries.
const incompressible = `.big{content:"${randomBytes(INLINE_STYLESHEET_MAX_GZIP_BYTES).toString('base64')}"}`;
const bundle = {
  'assets/index-1.css': asset('assets/index-1.css', '.step{margin:0}'),
  'assets/big-2.css': asset('assets/big-2.css', incompressible),
  'assets/ends-3.css': asset('assets/ends-3.css', '.a::after{content:"</style>"}'),
  'assets/bytes-4.css': asset('assets/bytes-4.css', new TextEncoder().encode('.b{color:red}')),
  'assets/index-5.js': { type: 'chunk', fileName: 'assets/index-5.js' } as Rollup.OutputChunk,
} satisfies Rollup.OutputBundle;

describe('inlinedStylesheets', () => {
  it('takes the stylesheets whose compressed bytes travel with the page, and none that would end the <style> element early', () => {
    expect(Object.fromEntries(inlinedStylesheets(bundle))).toEqual({ 'assets/index-1.css': '.step{margin:0}', 'assets/bytes-4.css': '.b{color:red}' });
  });
});

describe('withInlinedStylesheets', () => {
  it('puts each linked stylesheet it holds in the page in the link’s place, and leaves the others linked', () => {
    const page = '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="stylesheet" crossorigin href="/assets/big-2.css"></head>';
    expect(withInlinedStylesheets(page, inlinedStylesheets(bundle))).toBe(
      '<head><style>.step{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/big-2.css"></head>',
    );
  });
});

describe('allowingStyle', () => {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  it('adds the stylesheet’s hash to style-src, beside the head script’s in script-src', () => {
    const policy = allowingStyle(allowingScript("default-src 'self'; script-src 'self'; style-src 'self'", 'go()'), '.a{}');
    expect(policy).toBe(`default-src 'self'; script-src 'self' ${hash('go()')}; style-src 'self' ${hash('.a{}')}`);
  });
  it('gives a policy without style-src one with default-src’s sources, where the browser would fall back to them', () => {
    expect(allowingStyle("default-src 'self' https://cdn.example", '.a{}')).toBe(`default-src 'self' https://cdn.example; style-src 'self' https://cdn.example ${hash('.a{}')}`);
  });
  it('leaves a policy that restricts no stylesheet as it is', () => {
    expect(allowingStyle("frame-ancestors 'none'", '.a{}')).toBe("frame-ancestors 'none'");
  });
});
