-- The tier the plan choice recommends (issue 42): marked in the catalog, so the page reads it as data.
alter table tiers add column recommended boolean not null default false;
