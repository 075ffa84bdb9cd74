-- Tiers, plans, subscriptions, vouchers and partner entitlements (spec 000 section 3, spec 001 sections 3 and 9).
create table tiers (
  id text primary key,
  name text not null,
  rank integer not null,
  ads boolean not null,
  screens integer not null,
  download boolean not null,
  live_tv boolean not null,
  price_cents integer not null,
  promo_price_cents integer,
  -- The collection shown to visitors leaves out the free tier and the with-ads tiers.
  shown boolean not null
);

create table plans (
  code text primary key,
  tier_id text not null references tiers (id),
  kind text not null check (kind in ('evergreen', 'promo', 'no-promo', 'discounted', 'black-friday', 'partner', 'voucher')),
  trial_days integer not null default 0,
  price_cents integer not null,
  discounted_price_cents integer,
  discounted_months integer,
  term_months integer,
  cancellable boolean not null default true,
  paid_through_third_party boolean not null default false
);

create table subscriptions (
  subscription_number text primary key,
  uid text not null references users (uid) on delete cascade,
  plan_code text not null references plans (code),
  status text not null check (status in ('active', 'suspended', 'cancelled')),
  next_status text check (next_status in ('cancelled', 'suspended')),
  next_status_effective_date date,
  start_date date not null,
  end_date date,
  reseller text check (reseller in ('NPL', 'RTLXL', 'KPN', 'ZIGGO', 'TMNL', 'APPLE', 'GOOGLE', 'SAMSUNG', 'DELTA', 'TMOBILE_GOGOGODEALS', 'RTL')),
  trusted_party text check (trusted_party in ('tmobile', 'rtl', 'kpn', 'ziggo', 'delta')),
  term_type text not null default 'EVERGREEN' check (term_type in ('EVERGREEN', 'TERMED')),
  allows_payment_method_change boolean not null default true,
  next_tier_id text references tiers (id),
  next_tier_effective_date date,
  last_tier_switch date,
  next_billing_date date,
  created_at timestamptz not null
);

create index subscriptions_by_user on subscriptions (uid);

create table vouchers (
  code text primary key,
  plan_code text not null references plans (code),
  valid_until date not null,
  redeemed_by text references users (uid),
  redeemed_at timestamptz
);

create table partner_entitlements (
  id text primary key,
  partner text not null,
  plan_code text not null references plans (code),
  claimed_by text references users (uid),
  cancelled boolean not null default false
);
