/**
 * The consent platform's consent string and small stand-ins for the scripts consent lets load (spec
 * 001 sections 6 and 9.6): the tag manager, the feedback tool and the ad script, at the URLs of
 * config/site.json, so that whether each loads is real and testable offline. Each stand-in only
 * announces itself on window.dataLayer; the ad script with the consent string it was given.
 */
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { SandboxContext } from './context.ts';
import { faultable } from './faults.ts';
import { product } from './product.ts';

const consent = product.consent;

/** The stand-in of one script: it says it loaded, and what it was given. */
function standIn(name: string): string {
  return `(window.dataLayer = window.dataLayer || []).push({ event: 'vendor-loaded', vendor: ${JSON.stringify(name)}, consentString: window.consentString || null });\n`;
}

export function consentRoutes(context: SandboxContext): Hono {
  const app = new Hono();
  // A string that encodes the categories of the visitor's consent cookie, as a consent platform's TC string does.
  app.get('/v1/string', faultable(context.faults, 'GET /consent/v1/string'), (c) => {
    const groups = new URLSearchParams(decodeURIComponent(getCookie(c, consent.cookie) ?? '')).get('groups');
    if (!groups) return c.json({ message: 'NO_CONSENT' }, 404);
    return c.json({ consentString: Buffer.from(groups).toString('base64url') }, 200, { 'Cache-Control': 'no-store' });
  });
  return app;
}

/** The scripts, each at the path of its URL. */
export function vendorRoutes(): Hono {
  const app = new Hono();
  for (const script of consent.scripts) {
    app.get(new URL(script.url, 'http://sandbox').pathname, (c) =>
      c.body(standIn(script.name), 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }),
    );
  }
  return app;
}
