-- Linking a TV (/koppelen): the TV app shows a code, the logged-in visitor enters it on the site,
-- and the TV is linked to the account. A code is valid for 15 minutes and links one TV once.
create table device_codes (
  code text primary key,
  device_name text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  paired_uid text references users (uid) on delete cascade,
  paired_at timestamptz
);
