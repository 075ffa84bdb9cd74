-- A purchase may redeem an action code: the code's plan, paid by the voucher for its months, with
-- the payment method verified (1 cent). While its payment is pending, the redemption is in
-- progress (spec 001 section 3.5, voucherRedemptionState); once paid, the code is redeemed.
alter table purchases add column voucher_code text references vouchers (code);
