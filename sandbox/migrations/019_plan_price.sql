-- The one price model of a plan (operators/price.ts, PlanPrice): what one payment costs, what it
-- buys, for how long and what follows. The catalog writes it from the plan's own file at every start;
-- the payment service charges it and the subscription service answers it, so the site shows what is sold.
alter table plans add column price jsonb;
