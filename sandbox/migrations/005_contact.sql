-- Messages sent with the contact form. The sender's account is kept when the sender was logged in;
-- the reference to users also makes the tester's reset (truncate users cascade) clear the messages.
create table contact_messages (
  id serial primary key,
  uid text references users (uid) on delete set null,
  name text not null,
  email text not null,
  phone text,
  subject text not null,
  reason text not null,
  device text not null,
  description text not null,
  received_at timestamptz not null
);
