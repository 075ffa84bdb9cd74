/**
 * The static hosts' rules the build writes from the flows' routes (journey-engine/host): the
 * hosts' placeholder syntax has no optional segment, a redirect must not be shadowed by a page, and
 * every path that no rule answers is the not-found page with 404. nginx's own reading of
 * nginx/site.conf is tested by a real nginx (tests/e2e/nginx/).
 */
import { describe, expect, it } from 'vitest';
import { headersFile, nginxConf, redirectsFile, withoutOptionals, type SiteRouting } from 'journey-engine/host';

const routing: SiteRouting = {
  routes: ['/aanmelden/email', '/partner/:plan', '/activeer/abonnement/:plan/:method?/:error?', '/login'],
  redirects: [{ route: '/login', location: '/inloggen' }],
  pages: [
    { route: '/aanmelden/email', flow: 'registration' },
    { route: '/login', flow: 'login' },
    { route: '/partner/:plan', flow: 'partner' },
    { route: '/activeer/abonnement/:plan/:method?/:error?', flow: 'activation' },
  ],
  notFoundFlow: 'errors',
  flowScripts: {},
  operationScripts: {},
  operationPreloads: {},
  contentSecurityPolicy: "default-src 'self'; script-src 'self' 'sha256-abc='",
};

describe('withoutOptionals', () => {
  it.each([
    ['/partner/:plan', ['/partner/:plan']],
    ['/a/:b?/:c?', ['/a', '/a/:b', '/a/:b/:c']],
    ['/a/:b/:c?', ['/a/:b', '/a/:b/:c']],
  ])('%s is %j', (route, expected) => {
    expect(withoutOptionals(route)).toEqual(expected);
  });
});

describe('_redirects', () => {
  const lines = redirectsFile(routing).split('\n');
  it('sends a moved route with 301, rewrites each form of a route with parameters to its flow page, and ends with 404 for the rest', () => {
    expect(lines.filter((line) => !line.startsWith('#') && line !== '')).toEqual([
      '/login /inloggen 301',
      '/partner/:plan /flows/partner.html 200',
      '/activeer/abonnement/:plan /flows/activation.html 200',
      '/activeer/abonnement/:plan/:method /flows/activation.html 200',
      '/activeer/abonnement/:plan/:method/:error /flows/activation.html 200',
      '/* /404.html 404',
    ]);
  });
});

describe('_headers', () => {
  it('puts the policy on every answer and caches only the hashed assets for good', () => {
    const text = headersFile(routing);
    expect(text).toContain("/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc='");
    expect(text).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
  });
});

describe('nginx/site.conf', () => {
  const conf = nginxConf(routing);
  it('answers a moved route with 301, a route with parameters with its flow page, and the rest with 404.html', () => {
    expect(conf).toContain('location ~* "^\\/login\\/?$" {\n    return 301 /inloggen;');
    expect(conf).toContain('location ~* "^\\/partner\\/([^/]+)\\/?$" {');
    expect(conf).toContain('try_files /flows/partner.html =404;');
    expect(conf).toContain('location ~* "^\\/activeer\\/abonnement\\/([^/]+)(?:\\/([^/]+))?(?:\\/([^/]+))?\\/?$"');
    expect(conf).toContain('error_page 404 /404.html;');
    expect(conf).toContain('try_files $uri $uri/index.html =404;');
  });
  it('names the policy in every location that answers, since a location with its own headers drops the server’s', () => {
    const answering = conf.split('\nlocation').filter((block) => !block.includes('return 301') && block.includes('{'));
    for (const block of answering) expect(block).toContain("add_header Content-Security-Policy \"default-src 'self'; script-src 'self' 'sha256-abc='\" always;");
  });
});
