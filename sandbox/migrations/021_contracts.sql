-- The one contract model (schemas/facts.schema.json $defs/contract, sandbox/contract.ts): the sale
-- records the contract the buyer saw, as a snapshot and not a reference to today's files, and the
-- subscription keeps it to its last day. Its days (trial, payments, the end of an offer's price or
-- of a fixed term) are computed from it on the service's clock (sandbox/subscription/lifecycle.ts),
-- so no stored billing date is left behind when the clock moves.
alter table plans add column contract jsonb;
alter table purchases add column contract jsonb;
-- A subscription of a database from before this migration has no record of its own: it reads its
-- plan's contract as the catalog writes it.
alter table subscriptions add column contract jsonb;
alter table subscriptions drop column next_billing_date;
-- The trial a purchase granted is its contract's.
alter table purchases drop column trial_days;
