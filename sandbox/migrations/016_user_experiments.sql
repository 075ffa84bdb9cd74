-- The experiments a user takes part in (spec 001 section 9.6), each "variant" or "control". Every
-- user is in the control group of the trial experiment unless a tester says otherwise: the 2-week
-- trial plans stay trials (spec 001 section 9.4).
alter table users add column experiments jsonb not null default '{"trialExperiment": "control"}'::jsonb;
