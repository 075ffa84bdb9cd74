-- The trial is one time only (spec 000 sections 5 and 9): a purchase records the free days it
-- grants, 0 for a visitor who had a subscription before, and the subscription it makes follows it.
alter table purchases add column trial_days integer not null default 0;
