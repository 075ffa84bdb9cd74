-- Login state of identity accounts, the account-service state the journeys branch on, and
-- revoked session tokens (logoff).
alter table users
  add column failed_logins integer not null default 0,
  add column locked_until timestamptz,
  add column force_password_reset boolean not null default false,
  add column is_promo boolean not null default false,
  add column is_in_debt text not null default 'NO_DEBT' check (is_in_debt in ('NO_DEBT', 'BAD_DEBT_ON_THIS_ACCOUNT', 'BAD_DEBT_ON_OTHER_ACCOUNT'));

create table revoked_tokens (
  token_id text primary key,
  revoked_at timestamptz not null
);
