-- An account still on the previous platform: not active here, the site shows the new-platform notice (spec 001 section 2.7).
alter table users add column on_previous_platform boolean not null default false;
