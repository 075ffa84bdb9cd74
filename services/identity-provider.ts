/**
 * The identity provider's web SDK, loaded as a script the way the real one is: with a timeout, after
 * which the load counts as failed. Calls take an api, a method and params (spec 001 section 7) and
 * answer with the provider's numeric errorCode (0 is success).
 */
import { identityProvider, timeoutUnitMs } from '../config/site.json';
import { withTimeout } from './timeout.ts';

export interface IdentityResponse {
  errorCode: number;
  errorMessage?: string;
  [key: string]: unknown;
}

export interface IdentitySdk {
  call(api: string, method: string, params: Record<string, unknown>): Promise<IdentityResponse>;
  /** Leaves the site for the provider, which sends the visitor back to redirectURL with errorCode (and regToken). */
  socialLogin(params: { provider: string; redirectURL: string }): Promise<never>;
}

declare global {
  interface Window {
    identityProvider?: IdentitySdk;
    /** Called by the SDK once it is ready, as the provider's script does. */
    onIdentityProviderReady?: () => void;
  }
}

/** Spec 001 section 7: a script that loaded but never called back is called back by hand after 5 timeout units. */
const MANUAL_CALLBACK_UNITS = 5;

let loading: Promise<IdentitySdk> | undefined;

/** The SDK with the time of every call (services/timeout.ts): a login the provider holds ends. */
function timed(sdk: IdentitySdk): IdentitySdk {
  return {
    call: (api, method, params) => withTimeout(sdk.call(api, method, params), `the identity provider's ${api}.${method}`),
    socialLogin: (params) => sdk.socialLogin(params),
  };
}

/**
 * What an operation that calls the provider needs ahead (ServiceOperation's prepare and scripts):
 * the SDK, loaded while a page that may call it shows, and fetched with a prerendered page's scripts.
 */
export const needsIdentityProvider = {
  prepare: () => loadIdentityProvider(),
  scripts: [identityProvider.scriptUrl],
} as const;

export function loadIdentityProvider(): Promise<IdentitySdk> {
  loading ??= new Promise<IdentitySdk>((resolve, reject) => {
    if (window.identityProvider) return resolve(timed(window.identityProvider));
    const script = document.createElement('script');
    const timer = window.setTimeout(() => fail(new Error(`identity provider script did not load within ${identityProvider.timeoutMs} ms`)), identityProvider.timeoutMs);
    const fail = (error: Error): void => {
      window.clearTimeout(timer);
      window.onIdentityProviderReady = undefined;
      script.remove();
      loading = undefined;
      reject(error);
    };
    let called = false;
    // The SDK's own call, or the manual one: either way it is ready only if the SDK is there.
    window.onIdentityProviderReady = () => {
      called = true;
      window.clearTimeout(timer);
      window.onIdentityProviderReady = undefined;
      if (window.identityProvider) resolve(timed(window.identityProvider));
      else fail(new Error('identity provider ready callback: the script defined no SDK'));
    };
    script.src = identityProvider.scriptUrl;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      if (!called) window.setTimeout(() => window.onIdentityProviderReady?.(), MANUAL_CALLBACK_UNITS * timeoutUnitMs);
    };
    script.onerror = () => fail(new Error(`identity provider script ${identityProvider.scriptUrl} failed to load`));
    document.head.append(script);
  });
  return loading;
}
