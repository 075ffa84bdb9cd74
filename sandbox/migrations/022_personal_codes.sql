-- Personal codes (sandbox/personal-codes.ts): a promotion's e-mail brings each invited address its
-- own code; the purchase that used it records it, so a code is used once a purchase with it finishes.
create table personal_codes (
  code text primary key,
  promotion_id text not null,
  email text not null,
  sent_at timestamptz not null
);
alter table purchases add column personal_code text references personal_codes (code);
