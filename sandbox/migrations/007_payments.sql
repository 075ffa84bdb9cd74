-- Transactions of the payment service: plan purchases, payment-detail changes (1 cent) and
-- invoice payments, one per user and idempotency key.
create table purchases (
  transaction_id text primary key,
  uid text not null references users (uid) on delete cascade,
  idempotency_key text not null,
  kind text not null check (kind in ('purchase', 'payment-details')),
  plan_code text references plans (code),
  method text not null check (method in ('IDEAL', 'PAYPAL', 'CREDIT_CARD')),
  bank text,
  amount_cents integer not null,
  status text not null check (status in ('INITIALIZED', 'IN_PROGRESS', 'FINISHED', 'FRAUD', 'PAYMENT_FAILED', 'PAYMENT_CANCELLED', 'PAYMENT_REJECTED', 'BLOCKED')),
  return_url text not null,
  payment_url text not null,
  created_at timestamptz not null,
  completed_at timestamptz,
  unique (uid, idempotency_key)
);
