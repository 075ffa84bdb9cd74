/**
 * The newsletter (spec 000 section 7, spec 001 section 7): whether the logged-in user receives it,
 * subscribing with where the consent was given (source), and unsubscribing. The product has one
 * newsletter, named after it.
 */
import { defineOperation } from 'journey-engine';
import { productName } from '../endpoints.ts';
import { rest } from '../rest.ts';

const NEWSLETTER = `${productName}_newsletter`;

export const newsletterStatus = defineOperation({
  name: 'newsletter.status',
  safe: true,
  inputs: {},
  description: 'Whether the logged-in user receives the newsletter: success with subscribed (true or false).',
  outcomes: ['success', 'error'],
  results: { success: { subscribed: 'Whether the user receives the newsletter: true or false.' } },
  async call() {
    const answer = await rest<{ subscribed: boolean }>('newsletter', `/v3/subscriptions/${NEWSLETTER}/status`);
    return { outcome: 'success', data: { subscribed: answer?.subscribed === true } };
  },
});

export const newsletterSubscribe = defineOperation({
  name: 'newsletter.subscribe',
  inputs: { source: 'Where the user said yes, kept with the consent: my-subscription, ...' },
  requiredInputs: ['source'],
  description: 'Subscribe the logged-in user to the newsletter (input source: where the consent was given); subscribing again changes nothing.',
  outcomes: ['success', 'error'],
  results: {},
  async call(input) {
    // Spec 000 section 7's contract, POST; spec 001's client subscribes with PUT, which the service takes as well.
    await rest('newsletter', '/v3/subscriptions', { method: 'POST', body: { newsletter: NEWSLETTER, source: input.source } });
    return { outcome: 'success' };
  },
});

export const newsletterUnsubscribe = defineOperation({
  name: 'newsletter.unsubscribe',
  inputs: {},
  description: 'Unsubscribe the logged-in user from the newsletter; no error when not subscribed.',
  outcomes: ['success', 'error'],
  results: {},
  async call() {
    await rest('newsletter', `/v3/subscriptions/${NEWSLETTER}`, { method: 'DELETE' });
    return { outcome: 'success' };
  },
});
