/*
 * The sandbox identity provider's web SDK, served at /idp/sdk.js and loaded by the site like the
 * real provider's script. Every call takes an api, a method and params, and answers with the
 * provider's numeric errorCode (0 or a 2xxxxx code for success, 4xxxxx for errors).
 */
(function () {
  'use strict';
  function call(api, method, params) {
    return fetch('/idp/api/' + encodeURIComponent(api) + '.' + encodeURIComponent(method), {
      method: 'POST',
      credentials: 'include',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'identity-sdk' },
      body: JSON.stringify(params || {}),
    }).then(function (response) {
      // As the provider's SDK does, every answer is an errorCode: its rate limit is 403048, and an
      // answer that is no answer of the API (a 5xx, a body that is not JSON) its general server error.
      if (response.status === 429) return { errorCode: 403048, errorMessage: 'Rate limit exceeded' };
      return response.json().then(
        function (body) {
          return typeof body.errorCode === 'number' ? body : { errorCode: 500001, errorMessage: 'General Server Error (HTTP ' + response.status + ')' };
        },
        function () {
          return { errorCode: 500001, errorMessage: 'General Server Error (malformed answer)' };
        },
      );
    });
  }
  /*
   * Social login leaves the site for the provider (here the sandbox's consent page), which sends the
   * visitor back to redirectURL with errorCode and, where needed, regToken in the query.
   */
  function socialLogin(params) {
    var target = '/idp/social/' + encodeURIComponent(params.provider) + '?redirect=' + encodeURIComponent(params.redirectURL || window.location.pathname);
    window.location.assign(target);
    return new Promise(function () {});
  }
  window.identityProvider = { call: call, socialLogin: socialLogin };
  // As the provider's SDK announces itself: the page's ready callback, if it set one.
  if (typeof window.onIdentityProviderReady === 'function') window.onIdentityProviderReady();
})();
