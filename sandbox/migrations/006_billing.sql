-- The billing service's invoices and the payments started for them (spec 000 sections 3 and 4).
-- Amounts are integer cents. Dutch consumer prices include VAT, so an invoice stores the price
-- including VAT and the database derives the split, rounded to the cent, from the VAT rate: the
-- three amounts can never disagree.
create sequence invoice_numbers start 100;
create sequence order_numbers start 5000;

create table invoices (
  invoice_number text primary key default 'INV-' || lpad(nextval('invoice_numbers')::text, 6, '0') check (invoice_number ~ '^INV-[0-9]{6,}$'),
  uid text not null references users (uid) on delete cascade,
  -- Kept when the subscription row goes: an invoice is a financial record that outlives it.
  subscription_number text references subscriptions (subscription_number) on delete set null,
  invoice_date date not null,
  order_number text not null unique default 'ORD-' || lpad(nextval('order_numbers')::text, 8, '0'),
  item text not null,
  description text not null,
  period_start date not null,
  period_end date not null check (period_end >= period_start),
  quantity integer not null default 1 check (quantity > 0),
  vat_rate_percent integer not null default 21 check (vat_rate_percent >= 0),
  total_including_vat_cents integer not null check (total_including_vat_cents >= 0),
  total_excluding_vat_cents integer not null generated always as (round(total_including_vat_cents * 100.0 / (100 + vat_rate_percent))::integer) stored,
  vat_cents integer not null generated always as (total_including_vat_cents - round(total_including_vat_cents * 100.0 / (100 + vat_rate_percent))::integer) stored,
  status text not null default 'CREATED' check (status in ('CREATED', 'PAID', 'CANCELLED', 'SUSPENDED')),
  created_at timestamptz not null,
  paid_at timestamptz,
  check ((status = 'PAID') = (paid_at is not null))
);

create index invoices_by_user on invoices (uid, invoice_date desc);

-- A payment started on the payment provider's page for one or more open invoices (PPE). While
-- one is pending, and for at most 5 minutes (spec 000 section 9), the same invoice cannot be paid again.
create table invoice_payments (
  ppe_id text primary key,
  uid text not null references users (uid) on delete cascade,
  payment_method text not null check (payment_method in ('IDEAL', 'PAYPAL', 'CREDIT_CARD')),
  amount_cents integer not null check (amount_cents > 0),
  status text not null default 'PENDING' check (status in ('PENDING', 'SUCCESS', 'FAILED', 'CANCELLED')),
  started_at timestamptz not null,
  finished_at timestamptz
);

create table invoice_payment_items (
  ppe_id text not null references invoice_payments (ppe_id) on delete cascade,
  invoice_number text not null references invoices (invoice_number) on delete cascade,
  primary key (ppe_id, invoice_number)
);

create index invoice_payment_items_by_invoice on invoice_payment_items (invoice_number);
