-- A payment the provider completed but the payment service refused to turn into a second
-- subscription (another tab of the same account paid first): the transaction is BLOCKED, nothing is
-- charged, and the reason is the spec's "recent purchase" state the site shows the visitor.
alter table purchases add column rejection_reason text;
