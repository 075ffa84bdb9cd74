-- The account service's own copy of the address, taken from the identity provider when a session
-- is made (the hash call). It lags behind when the address changes at the provider, until the site
-- refreshes the session (spec 001 section 4.6).
alter table users add column account_email text;
