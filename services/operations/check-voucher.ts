/** Checking an action code or voucher (GET /v2/voucher/check/{actionCode}); each answer is an outcome. */
import { defineOperation } from '../../engine/core/service-operation.ts';

/** The service's messages, as the flows name them. */
const OUTCOMES: Record<string, string> = {
  VOUCHER_INVALID: 'invalid',
  VOUCHER_ALREADY_USED: 'alreadyUsed',
  VOUCHER_EXPIRED: 'expired',
  INVALID_SUBSCRIPTION_TYPE: 'invalidSubscriptionType',
  TOO_MANY_REQUESTS: 'tooManyRequests',
};

export const checkVoucher = defineOperation({
  name: 'voucher.check',
  description: 'Check an action code (letters and digits only): accepted with its plan, or why not.',
  outcomes: ['accepted', ...Object.values(OUTCOMES), 'error'],
  async call(input) {
    const { rest, ServiceError } = await import('../rest.ts');
    const code = String(input.actionCode ?? '');
    try {
      const plan = await rest<{ planCode: string; tierId: string; months: number | null }>('subscription', `/v2/voucher/check/${encodeURIComponent(code)}`);
      return { outcome: 'accepted', data: plan };
    } catch (error) {
      const outcome = error instanceof ServiceError ? OUTCOMES[error.message] : undefined;
      if (outcome) return { outcome, data: { code: error instanceof Error ? error.message : undefined } };
      throw error;
    }
  },
});
