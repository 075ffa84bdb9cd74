-- The provider's account data (spec 001 section 3.7): what the signup carried, such as the redirect
-- URL the e-mail-verified page proceeds to.
alter table users add column data jsonb not null default '{}';
