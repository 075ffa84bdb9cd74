-- A subscription the previous platform (Bedrock) left without a link to its plan here: the service
-- knows it is active but not its tier, until fixBedrockSubscription repairs it (spec 001 section 4.4).
alter table subscriptions add column tier_unknown boolean not null default false;
