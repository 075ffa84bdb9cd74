-- The social identities (google, facebook, apple) linked to an account.
alter table users add column social_providers text[] not null default '{}';
