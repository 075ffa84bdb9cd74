/**
 * The idempotency key of a visitor's intent to buy: one plan, one method, one action code, a
 * purchase or a renewal. It is
 * kept in local storage, so every press of "Naar betalen", a reload and a second tab send the same
 * key, and the payment service answers them all with one transaction. Once a payment of the intent
 * has settled (paid, failed, cancelled, refused) the intent is over: a new try is a new transaction.
 */
const KEY = 'vl-purchase-intents';

interface Intent {
  planCode: string;
  method: string;
  voucherCode?: string;
  renewal?: boolean;
}

function stored(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  } catch {
    // A value another version of the site left behind is no intent of this one.
    return {};
  }
}

/** The key of this intent: the one kept, or a new one that is kept from now on. */
export function purchaseIntentKey(intent: Intent): string {
  const keys = stored();
  // A renewal of a plan is another intent than buying it (they are never both possible at once, but a key is never shared).
  const name = JSON.stringify([intent.planCode, intent.method, intent.voucherCode ?? '', ...(intent.renewal ? ['renewal'] : [])]);
  const key = keys[name] ?? crypto.randomUUID();
  localStorage.setItem(KEY, JSON.stringify({ ...keys, [name]: key }));
  return key;
}

/** A payment settled: every intent ends with it, so that the next try starts a new transaction. */
export function forgetPurchaseIntents(): void {
  localStorage.removeItem(KEY);
}
