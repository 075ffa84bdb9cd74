-- An account the provider has disabled (403041): it can no longer log in.
alter table users add column disabled boolean not null default false;
