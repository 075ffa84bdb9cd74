-- The newsletter service's subscriptions: one row per account and newsletter. Unsubscribing keeps
-- the row with its date, as a record of consent given and withdrawn; subscribing again renews it.
create table newsletter_subscriptions (
  uid text not null references users (uid) on delete cascade,
  newsletter_id text not null,
  -- Where the visitor subscribed (the site sends it, such as the registration's privacy step).
  source text not null,
  subscribed_at timestamptz not null,
  unsubscribed_at timestamptz,
  primary key (uid, newsletter_id)
);
