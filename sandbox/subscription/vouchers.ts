/** Voucher (action code) checks: only letters and digits; valid, unknown, used, expired, or not for this subscription. */
import type { SandboxContext } from '../context.ts';
import { isoDate } from '../clock.ts';
import { currentSubscription } from './store.ts';

export type VoucherCheck =
  | { status: 'VOUCHER_ACCEPTED'; code: string; planCode: string; tierId: string; months: number | null }
  | { status: 'VOUCHER_INVALID' | 'VOUCHER_ALREADY_USED' | 'VOUCHER_EXPIRED' | 'INVALID_SUBSCRIPTION_TYPE' };

export const ACTION_CODE = /^[A-Za-z0-9]+$/;

/** v2 also refuses a code for a visitor whose current subscription cannot take it (a reseller's, or a fixed term). */
export async function checkVoucher(context: SandboxContext, code: string, uid: string | undefined, checkSubscription: boolean): Promise<VoucherCheck> {
  if (!ACTION_CODE.test(code)) return { status: 'VOUCHER_INVALID' };
  const { rows } = await context.db.query<{ code: string; plan_code: string; valid_until: string; redeemed_by: string | null; tier_id: string; discounted_months: number | null }>(
    `select v.code, v.plan_code, to_char(v.valid_until, 'YYYY-MM-DD') as valid_until, v.redeemed_by, p.tier_id, p.discounted_months
     from vouchers v join plans p on p.code = v.plan_code where upper(v.code) = upper($1)`,
    [code],
  );
  const voucher = rows[0];
  if (!voucher) return { status: 'VOUCHER_INVALID' };
  if (voucher.redeemed_by) return { status: 'VOUCHER_ALREADY_USED' };
  if (voucher.valid_until < isoDate(context.clock.now())) return { status: 'VOUCHER_EXPIRED' };
  if (checkSubscription && uid) {
    const subscription = await currentSubscription(context, uid);
    if (subscription?.status === 'active' && (subscription.reseller || subscription.term_type === 'TERMED')) return { status: 'INVALID_SUBSCRIPTION_TYPE' };
  }
  return { status: 'VOUCHER_ACCEPTED', code: voucher.code, planCode: voucher.plan_code, tierId: voucher.tier_id, months: voucher.discounted_months };
}
