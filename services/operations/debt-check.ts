/** The debt check of the redirect after login (UserIsInDebt). */
import { defineOperation } from '../../engine/core/service-operation.ts';
import { UserIsInDebt } from '../documents/account.ts';

const OUTCOMES = { NO_DEBT: 'noDebt', BAD_DEBT_ON_THIS_ACCOUNT: 'badDebtOnThisAccount', BAD_DEBT_ON_OTHER_ACCOUNT: 'badDebtOnOtherAccount' } as const;

export const debtCheck = defineOperation({
  name: 'account.debtCheck',
  inputs: {},
  description: 'Whether the logged-in user has bad debt on this account or on another one.',
  outcomes: [...Object.values(OUTCOMES), 'error'],
  async call() {
    const [{ graphql }, { fresh }] = await Promise.all([import('../graphql.ts'), import('../cache.ts')]);
    const { me } = await fresh(['UserIsInDebt'], () => graphql('account', UserIsInDebt));
    return { outcome: OUTCOMES[me.isInDebt] };
  },
});
