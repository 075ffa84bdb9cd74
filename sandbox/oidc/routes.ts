/**
 * The OIDC service under /oidc (spec 000 section 7): the password reset's e-mail, the check of its
 * link, and the new password. Errors carry the message the site maps (EmailNotFound → EMAIL_NOT_FOUND).
 */
import { Hono, type Context } from 'hono';
import { isSameOriginPath } from 'journey-engine';
import type { SandboxContext } from '../context.ts';
import { faultable } from '../faults.ts';
import { readJsonObject } from '../http.ts';
import { clientAddress } from '../rate-limit.ts';
import { changePassword, checkResetToken, sendResetEmail, type TokenProblem } from './reset.ts';

const TOKEN_ANSWERS = {
  unknown: [404, 'TOKEN_NOT_FOUND'],
  used: [409, 'TOKEN_ALREADY_USED'],
  expired: [410, 'TOKEN_EXPIRED'],
} as const satisfies Record<TokenProblem, readonly [number, string]>;

export function oidcRoutes(context: SandboxContext): Hono {
  const app = new Hono();

  app.post('/send-email', faultable(context.faults, 'POST /oidc/send-email'), async (c) => {
    const body = await readJsonObject(c);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!email) return c.json({ message: 'INVALID_EMAIL' }, 400);
    const returnUrl = sameOriginUrl(body.returnUrl, new URL(c.req.url).origin);
    if (!returnUrl) return c.json({ message: 'INVALID_RETURN_URL' }, 400);
    // Counted before the look-up, so that probing many times for one address is limited whether it exists or not;
    // one client probing many addresses is stopped after as many unknown ones as failed logins.
    const client = `reset:${clientAddress(c, context.trustedProxies)}`;
    const now = context.clock.now();
    if (context.clientLimiter.reached(client, now) || !context.limiter.allow(`reset:${email}`, now)) return c.json({ message: 'TOO_MANY_REQUESTS' }, 429);
    if (await sendResetEmail(context, email, returnUrl)) return c.body(null, 204);
    context.clientLimiter.count(client, now);
    return c.json({ message: 'EmailNotFound' }, 404);
  });

  app.post('/verify-token', faultable(context.faults, 'POST /oidc/verify-token'), async (c) => {
    const { token, userId } = tokenOf(await readJsonObject(c));
    const problem = await checkResetToken(context, token, userId);
    return problem ? tokenAnswer(c, problem) : c.body(null, 204);
  });

  app.post('/change-password', faultable(context.faults, 'POST /oidc/change-password'), async (c) => {
    const body = await readJsonObject(c);
    const { token, userId } = tokenOf(body);
    const result = await changePassword(context, token, userId, body.password);
    if ('problem' in result) return tokenAnswer(c, result.problem);
    if ('violations' in result) return c.json({ message: 'INVALID_PASSWORD', validationErrors: result.violations }, 400);
    return c.body(null, 204);
  });
  return app;
}

/** A link without its token or user id is a link that was never issued. */
function tokenOf(body: Record<string, unknown>): { token: string; userId: string } {
  return { token: typeof body.token === 'string' ? body.token : '', userId: typeof body.userId === 'string' ? body.userId : '' };
}

function tokenAnswer(c: Context, problem: TokenProblem): Response {
  const [status, message] = TOKEN_ANSWERS[problem];
  return c.json({ message }, status);
}

/**
 * returnUrl as a URL on this origin, if it is a path of the site ("Redirect targets must be
 * same-origin style paths", spec 000 section 5): the e-mail must not carry a link to another host.
 */
function sameOriginUrl(returnUrl: unknown, origin: string): URL | undefined {
  if (typeof returnUrl !== 'string' || !isSameOriginPath(returnUrl)) return undefined;
  const url = new URL(returnUrl, origin);
  return url.origin === origin ? url : undefined;
}
