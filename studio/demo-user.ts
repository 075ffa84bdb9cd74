/**
 * A demo user's facts as the site knows them once they have logged in: logged in through the
 * sandbox's identity provider and account service with the demo password, then loaded by the
 * site's own loaders (services/session-facts.ts) from the sandbox's services: a session's account,
 * or a registration still to finish (its token, as a login of an incomplete account leaves it).
 * What the browser alone keeps (a purchase under way in this tab) is not among them. A service
 * operation of the site can be run the same way, as that user or as a visitor who is not logged in.
 */
import type { ServiceResult, ServiceOperation, FactsInput } from 'journey-engine';
import { DEMO_PASSWORD, demoUsers } from '../sandbox/seed.ts';
import { forgetCachedReads } from '../services/cache.ts';
import { setServiceOrigin } from '../services/endpoints.ts';
import type { IdentityResponse, IdentitySdk } from '../services/identity-provider.ts';
import { accountFacts, pendingRegistrationFacts } from '../services/session-facts.ts';
import { readSessionToken } from '../services/session-token.ts';

/** The demo users of the sandbox's seed, for a choice: their address and what they stand for. */
export const demoUserChoices = demoUsers.map(({ email, description }) => ({ email, description }));

/**
 * The visitors a campaign's path depends on, in a campaign manager's words, each the demo user who
 * is that visitor (none: a visitor who is not logged in), so that what the path reads is what the
 * site loads for such a visitor, not facts written by hand.
 */
export const visitorSituations: readonly { label: string; email?: string }[] = [
  { label: 'Een nieuwe bezoeker, niet ingelogd' },
  { label: 'Ingelogd, nog nooit een abonnement gehad', email: 'geverifieerd@example.nl' },
  { label: 'Ingelogd, had eerder een abonnement (oud-abonnee)', email: 'oud-abonnee@example.nl' },
  { label: 'Ingelogd, in de gratis proefperiode', email: 'proef@example.nl' },
  { label: 'Ingelogd, met een lopend abonnement (Plus, per maand)', email: 'plus@example.nl' },
  { label: 'Ingelogd, met een vast contract dat nog loopt', email: 'contract@example.nl' },
  { label: 'Ingelogd, met een abonnement via een partner (Ziggo)', email: 'ziggo@example.nl' },
  { label: 'Ingelogd, met een openstaande rekening', email: 'schuld@example.nl' },
];

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** The identity provider's script API, as the script calls it from the site's pages. */
function identityProvider(sandboxUrl: string): Pick<IdentitySdk, 'call'> {
  return {
    call: async (api, method, params) => (await (await post(`${sandboxUrl}/idp/api/${api}.${method}`, params, { 'X-Requested-With': 'identity-sdk' })).json()) as IdentityResponse,
  };
}

/** What a login leaves: a session (its cookie), or a registration still to finish (its token), as the site's login keeps it. */
type LoggedIn = { cookie: string } | { regToken: string };

/** Logs in as the identity provider's script and the site do (the bench's logged-in pages too). */
export async function logIn(sandboxUrl: string, email: string): Promise<LoggedIn> {
  const login = await identityProvider(sandboxUrl).call('accounts', 'login', { loginID: email, password: DEMO_PASSWORD });
  if (typeof login.regToken === 'string') return { regToken: login.regToken };
  if (login.errorCode !== 0) throw new Error(`${email} kan niet inloggen in de sandbox: ${String(login.errorMessage ?? login.errorCode)}`);
  const response = await post(`${sandboxUrl}/account/api/v3/login/hash`, { UID: login.UID, UIDSignature: login.UIDSignature, signatureTimestamp: login.signatureTimestamp });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('vlId='));
  if (!response.ok || !cookie) throw new Error(`de sandbox gaf ${email} geen sessie (${response.status})`);
  return { cookie };
}

/**
 * Each demo user's login, kept: a view of every kind of visitor asks each several things at once,
 * and the identity provider lets a name log in only so often a minute (its rate limit, as a real one).
 */
const logins = new Map<string, Promise<LoggedIn>>();

function loginOf(sandboxUrl: string, email: string, fresh: boolean): Promise<LoggedIn> {
  const key = `${sandboxUrl} ${email}`;
  const kept = fresh ? undefined : logins.get(key);
  if (kept) return kept;
  const login = logIn(sandboxUrl, email);
  logins.set(key, login);
  login.catch(() => logins.delete(key));
  return login;
}

/** One at a time: the service layer has one origin and one cookie per process. */
let loading: Promise<unknown> = Promise.resolve();

/**
 * Runs work with the site's service layer pointed at the sandbox, as the user logged in (or as a
 * visitor without a session). A kept login that no longer works (its session ended, the sandbox
 * started anew) is made again once.
 */
function asVisitor<T>(sandboxUrl: string, email: string | undefined, work: (loggedIn: LoggedIn | undefined) => Promise<T>): Promise<T> {
  const visit = async (fresh: boolean): Promise<T> => {
    const loggedIn = email === undefined ? undefined : await loginOf(sandboxUrl, email, fresh);
    // Each run is a visit of its own: what an earlier one kept for its visit (a plan on another day,
    // to another user) is not this one's answer.
    forgetCachedReads();
    setServiceOrigin(sandboxUrl, loggedIn && 'cookie' in loggedIn ? loggedIn.cookie : undefined);
    try {
      return await work(loggedIn);
    } finally {
      setServiceOrigin('');
    }
  };
  const done = loading.then(() => visit(false).catch((error: unknown) => (email === undefined ? Promise.reject(error) : visit(true))));
  loading = done.catch(() => undefined);
  return done;
}

/** What the site's service operation answers the user (or a visitor who is not logged in) from the sandbox. */
export function liveOperation(sandboxUrl: string, email: string | undefined, operation: ServiceOperation, input: Record<string, unknown>): Promise<ServiceResult> {
  return asVisitor(sandboxUrl, email, () => operation.call(input));
}

/** A demo user logged in, for a page rendered as they see it: the session's cookie, and the facts the site loads with it. */
export function demoSession(sandboxUrl: string, email: string): Promise<{ cookie: string; facts: FactsInput }> {
  return asVisitor(sandboxUrl, email, async (login) => {
    if (!login || !('cookie' in login)) throw new Error(`${email} heeft een registratie af te maken: zijn pagina's zijn die van de registratie`);
    const session = readSessionToken(login.cookie);
    if (!session) throw new Error(`de sessie van ${email} is niet te lezen`);
    return { cookie: login.cookie, facts: await accountFacts(session) };
  });
}

export function demoUserFacts(sandboxUrl: string, email: string): Promise<FactsInput> {
  return asVisitor(sandboxUrl, email, async (login) => {
    const loggedIn = login as LoggedIn; // an address was given: a login or a throw
    if ('regToken' in loggedIn) {
      const problems: string[] = [];
      const pending = await pendingRegistrationFacts(identityProvider(sandboxUrl), loggedIn.regToken, (problem) => void problems.push(problem.message));
      if (problems.length > 0) throw new Error(`de registratie van ${email} is niet te laden: ${problems.join('; ')}`);
      return pending;
    }
    const session = readSessionToken(loggedIn.cookie);
    if (!session) throw new Error(`de sessie van ${email} is niet te lezen`);
    return await accountFacts(session);
  });
}
