/**
 * The transaction of the purchase under way, kept in local storage (spec 001 section 9.5:
 * vl-transaction-id) so that a visitor back from the payment provider, in any tab, can be told
 * how it went even when the provider's return lost the query.
 */
const KEY = 'vl-transaction-id';

export function keepTransactionId(id: string): void {
  localStorage.setItem(KEY, id);
}

export function keptTransactionId(): string | null {
  return localStorage.getItem(KEY);
}

export function forgetTransactionId(): void {
  localStorage.removeItem(KEY);
}
