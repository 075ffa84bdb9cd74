/** The identity provider's HTTP face: its SDK script, its API calls and its e-mail links. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Hono, type Context as HonoContext } from 'hono';
import type { SandboxContext } from '../context.ts';
import { faultable } from '../faults.ts';
import { readJsonObject } from '../http.ts';
import { finalizeRegistration, isAvailableLoginID, register, resendVerificationCode, verifyEmail } from './accounts.ts';
import type { IdentityAnswer } from './codes.ts';
import { IdentityCode } from './codes.ts';
import { getAccountInfo, login, logout, setAccountInfo, verifyLogin } from './login.ts';
import { socialRoutes } from './social.ts';

const SDK = readFileSync(fileURLToPath(new URL('sdk.js', import.meta.url)), 'utf8');

type Method = (context: SandboxContext, params: Record<string, unknown>, c: HonoContext) => Promise<IdentityAnswer>;

const methods: Record<string, Method> = {
  'accounts.register': register,
  'accounts.login': login,
  'accounts.getAccountInfo': getAccountInfo,
  'accounts.logout': logout,
  'accounts.verifyLogin': verifyLogin,
  'accounts.finalizeRegistration': finalizeRegistration,
  'accounts.verifyEmail': verifyEmail,
  'accounts.resendVerificationCode': resendVerificationCode,
  'accounts.isAvailableLoginID': isAvailableLoginID,
  'accounts.setAccountInfo': setAccountInfo,
};

export function identityRoutes(context: SandboxContext): Hono {
  const app = new Hono();
  app.get('/sdk.js', faultable(context.faults, 'GET /idp/sdk.js'), (c) => c.body(SDK, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }));

  app.post(
    '/api/:name',
    faultable(context.faults, (c) => c.req.param('name') ?? ''),
    async (c) => {
      // The SDK marks its calls; a cross-site form post cannot set this header (CSRF protection).
      if (c.req.header('X-Requested-With') !== 'identity-sdk') return c.json({ errorCode: IdentityCode.UNAUTHORIZED, errorMessage: 'Unauthorized' }, 403);
      const method = methods[c.req.param('name')];
      if (!method) return c.json({ errorCode: IdentityCode.INVALID_PARAMETER, errorMessage: `Unknown method ${c.req.param('name')}` }, 404);
      const params = await readJsonObject(c);
      return c.json(await method(context, params, c));
    },
  );

  app.route('/social', socialRoutes(context));
  return app;
}
