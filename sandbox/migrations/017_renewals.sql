-- Renewal (spec 000 section 2, /verleng/abonnement/:plan): a subscriber with a fixed-term contract
-- buys the subscription that follows it. It waits as a future subscription (the spec's
-- stitchedSubscription) from the day the contract ends, and can be cancelled before it starts
-- (/mijn-abonnement/toekomstig-abonnement-opzeggen).
alter table subscriptions drop constraint subscriptions_status_check;
alter table subscriptions add constraint subscriptions_status_check check (status in ('active', 'suspended', 'cancelled', 'future'));
alter table purchases drop constraint purchases_kind_check;
alter table purchases add constraint purchases_kind_check check (kind in ('purchase', 'payment-details', 'renewal'));
