/**
 * The identity provider's web SDK, loaded as a script the way the real one is: with a timeout, after
 * which the load counts as failed. Calls take an api, a method and params (spec 001 section 7) and
 * answer with the provider's numeric errorCode (0 is success).
 */
import site from '../config/site.json';
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
  }
}

let loading: Promise<IdentitySdk> | undefined;

/** The SDK with the time of every call (services/timeout.ts): a login the provider holds ends. */
function timed(sdk: IdentitySdk): IdentitySdk {
  return { call: (api, method, params) => withTimeout(sdk.call(api, method, params), `the identity provider's ${api}.${method}`), socialLogin: (params) => sdk.socialLogin(params) };
}

export function loadIdentityProvider(): Promise<IdentitySdk> {
  loading ??= new Promise<IdentitySdk>((resolve, reject) => {
    if (window.identityProvider) return resolve(timed(window.identityProvider));
    const script = document.createElement('script');
    const timer = window.setTimeout(() => fail(new Error(`identity provider script did not load within ${site.identityProvider.timeoutMs} ms`)), site.identityProvider.timeoutMs);
    const fail = (error: Error): void => {
      window.clearTimeout(timer);
      script.remove();
      loading = undefined;
      reject(error);
    };
    script.src = site.identityProvider.scriptUrl;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.identityProvider) resolve(timed(window.identityProvider));
      else fail(new Error('identity provider script loaded without its SDK'));
    };
    script.onerror = () => fail(new Error(`identity provider script ${site.identityProvider.scriptUrl} failed to load`));
    document.head.append(script);
  });
  return loading;
}
