/**
 * Social login in the sandbox: instead of Google, Facebook or Apple, a consent page where the tester
 * says who the visitor is. The answer returns to the site as the real provider's redirect does,
 * with errorCode (and regToken) in the query:
 * - a linked account logs in (0);
 * - a new address makes an incomplete account to finish on the site (206001);
 * - an address registered with a password asks to link the accounts (403043);
 * - declining the consent cancels (200001).
 */
import { Hono } from 'hono';
import { isSameOriginPath, withQuery } from 'journey-engine';
import type { SandboxContext } from '../context.ts';
import { escapeHtml, page } from '../tester/page.ts';
import { IdentityCode } from './codes.ts';
import { newUid } from './accounts.ts';
import { loggedIn } from './login.ts';
import { issueRegToken } from './reg-token.ts';

export const SOCIAL_PROVIDERS: Record<string, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

export function socialRoutes(context: SandboxContext): Hono {
  const app = new Hono();

  app.get('/:provider', (c) => {
    const name = SOCIAL_PROVIDERS[c.req.param('provider')];
    const redirect = c.req.query('redirect') ?? '/';
    if (!name || !isSameOriginPath(redirect)) return c.html(page('Onbekende aanvraag', '<p>Deze inlogaanvraag klopt niet.</p>'), 400);
    const field = (id: string, label: string, type = 'text') => `<p><label for="${id}">${label}</label><br><input id="${id}" name="${id}" type="${type}" required></p>`;
    return c.html(
      page(
        `Inloggen met ${name}`,
        `<p>De sandbox speelt ${name}: vul in wie de bezoeker is.</p>
<form method="post">
<input type="hidden" name="redirect" value="${escapeHtml(redirect)}">
${field('email', 'E-mailadres', 'email')}${field('firstName', 'Voornaam')}${field('lastName', 'Achternaam')}
<p><button type="submit" name="decision" value="allow">Toestaan</button> <button type="submit" name="decision" value="deny" formnovalidate>Weigeren</button></p>
</form>`,
      ),
    );
  });

  app.post('/:provider', async (c) => {
    const provider = c.req.param('provider');
    const form = await c.req.parseBody();
    const redirect = String(form.redirect ?? '/');
    if (!SOCIAL_PROVIDERS[provider] || !isSameOriginPath(redirect)) return c.html(page('Onbekende aanvraag', '<p>Deze inlogaanvraag klopt niet.</p>'), 400);
    // The way back may have a query of its own (?redirect=%2Fmijn-abonnement): the provider's answer joins it, as a real provider's does.
    const [path, own] = redirect.split('?', 2) as [string, string | undefined];
    const back = (query: Record<string, unknown>) => c.redirect(withQuery(path, { ...Object.fromEntries(new URLSearchParams(own)), provider, ...query }), 303);
    if (form.decision !== 'allow') return back({ errorCode: IdentityCode.CANCELED });

    const email = String(form.email ?? '')
      .trim()
      .toLowerCase();
    if (!email.includes('@')) return c.html(page('Onbekende aanvraag', '<p>Vul een e-mailadres in.</p>'), 400);
    const existing = (
      await context.db.query<{ uid: string; status: 'incomplete' | 'unverified' | 'verified'; social_providers: string[] }>(
        'select uid, status, social_providers from users where email = $1',
        [email],
      )
    ).rows[0];

    if (existing && !existing.social_providers.includes(provider)) {
      return back({ errorCode: IdentityCode.LOGIN_IDENTIFIER_EXISTS, regToken: issueRegToken(context, { uid: existing.uid, link: { provider, email } }) });
    }
    const user =
      existing ??
      (
        await context.db.query<{ uid: string; status: 'incomplete' }>(
          "insert into users (uid, email, first_name, last_name, status, social_providers, created_at) values ($1, $2, $3, $4, 'incomplete', array[$5], $6) returning uid, status",
          [newUid(), email, String(form.firstName ?? '') || null, String(form.lastName ?? '') || null, provider, context.clock.now()],
        )
      ).rows[0];
    if (!user) throw new Error('the social account could not be made');
    const answer = await loggedIn(context, c, user);
    return back({ errorCode: answer.errorCode, regToken: answer.regToken, UID: answer.errorCode === IdentityCode.OK ? answer.UID : undefined });
  });
  return app;
}
