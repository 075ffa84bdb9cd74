-- The identity provider's accounts, the e-mails the sandbox sends, and their one-time links.
create table users (
  uid text primary key,
  email text not null unique,
  password_hash text,
  first_name text,
  last_name text,
  gender text,
  birthdate date,
  status text not null check (status in ('incomplete', 'unverified', 'verified')),
  created_at timestamptz not null
);

create table emails (
  id serial primary key,
  recipient text not null,
  kind text not null,
  subject text not null,
  body text not null,
  links jsonb not null default '[]',
  sent_at timestamptz not null
);

create table email_tokens (
  token text primary key,
  uid text not null references users (uid) on delete cascade,
  purpose text not null check (purpose in ('verify-email', 'reset-password')),
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Sandbox settings that outlive a restart, such as the clock.
create table settings (
  key text primary key,
  value jsonb not null
);
