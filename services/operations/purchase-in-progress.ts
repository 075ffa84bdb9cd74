/**
 * Whether the account has a purchase whose payment the bank has still to confirm (its newest
 * purchase, the query PurchaseInProgress), for the page that would start another one: the site's
 * guard resumes such a purchase on every other page, but the activation routes load no purchase
 * status (spec 001 section 7), so the payment form asks for itself.
 */
import { defineOperation } from 'journey-engine';
import { graphql } from '../graphql.ts';
import { PurchaseInProgress } from '../documents/subscription.ts';

export const purchaseInProgress = defineOperation({
  name: 'payment.purchaseInProgress',
  carriesOn: ['none', 'inProgress'],
  safe: true,
  inputs: {},
  description:
    "Whether the account's newest purchase is still pending at the bank and not yet overdue (5 minutes, spec 000 section 9): none, or inProgress with returnUrl (the page its payment returns to) and transactionId.",
  outcomes: ['none', 'inProgress', 'error'],
  results: { inProgress: { returnUrl: 'The path of this site the pending payment returns to.', transactionId: 'The pending transaction.' } },
  async call() {
    const { purchaseState: purchase } = (await graphql('subscription', PurchaseInProgress)).me;
    const pending = purchase.status === 'IN_PROGRESS' && !purchase.overdue && purchase.returnUrl;
    return pending ? { outcome: 'inProgress', data: { returnUrl: purchase.returnUrl, transactionId: purchase.transactionId } } : { outcome: 'none' };
  },
});
